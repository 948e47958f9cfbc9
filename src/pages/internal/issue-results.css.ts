import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

/** The email's figures beside the page's numbers; one above the other on a phone. */
export const results = style({
  display: "grid",
  gridTemplateColumns: "repeat(auto-fit, minmax(min(100%, 18rem), 1fr))",
  gap: vars.space[4],
  margin: 0,
  borderTop: `1px solid ${vars.color.line}`,
  paddingTop: vars.space[3],
});
/** The desk's newsletter part: its lines, the latest issue and its results, spaced as one column. */
export const stack = style({ display: "grid", gap: vars.space[3] });
export const part = style({ display: "grid", gap: vars.space[2], alignContent: "start", minWidth: 0 });
export const heading = style({ margin: 0, fontSize: vars.size.md });
export const figures = style({
  display: "grid",
  gridTemplateColumns: "max-content minmax(0, 1fr)",
  gap: `${vars.space[1]} ${vars.space[4]}`,
  margin: 0,
  fontVariantNumeric: "tabular-nums",
});
export const term = style({ fontWeight: 600 });
export const value = style({ margin: 0, overflowWrap: "anywhere" });
export const note = style({ display: "block", margin: 0, fontSize: vars.size.sm, color: vars.color.inkSoft });
export const links = style({ margin: 0, paddingInlineStart: vars.space[5], display: "grid", gap: vars.space[1] });
/** A link's address as text (never a link: it is what the reader clicked, shown, not followed). */
export const url = style({ overflowWrap: "anywhere", fontFamily: vars.font.mono, fontSize: vars.size.sm });
export const latest = style({ margin: 0 });
/** The desk's one line of the latest issue's links: wraps on a phone, never scrolls. */
export const funnel = style({ margin: 0, fontWeight: 600, overflowWrap: "anywhere" });
