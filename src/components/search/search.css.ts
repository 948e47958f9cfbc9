import { style } from "@vanilla-extract/css";
import { breakpoints, vars } from "../../styles/theme.css";

/** The archive's search form: label above, field and button on one row (stacked below 360 px). */
export const form = style({ display: "grid", gap: vars.space[2], maxWidth: "34rem", margin: `${vars.space[5]} 0 0` });

export const label = style({ fontWeight: 700 });

export const row = style({
  display: "grid",
  gap: vars.space[2],
  gridTemplateColumns: "minmax(0, 1fr) auto",
});

/** At the end of an issue page, under "All issues". */
export const atIssueEnd = style({ marginTop: vars.space[6] });

/** The matched words in a title or an excerpt: dark text on a pale amber, well over 7:1. */
export const mark = style({ background: "#fde68a", color: "inherit", padding: "0 0.1em", borderRadius: "2px" });

export const summary = style({ fontWeight: 600, margin: `0 0 ${vars.space[4]}` });

export const none = style({ fontSize: vars.size.lg, fontWeight: 700, margin: `0 0 ${vars.space[2]}`, overflowWrap: "anywhere" });

export const hint = style({ margin: `0 0 ${vars.space[4]}` });

export const back = style({ marginTop: vars.space[5], fontWeight: 600, "@media": { [breakpoints.md]: { marginTop: vars.space[6] } } });
