import { style } from "@vanilla-extract/css";
import { breakpoints, vars } from "../styles/theme.css";
import * as layout from "./layout.css";

export const download = style([
  layout.cardSurface,
  {
    display: "grid",
    gap: vars.space[6],
    alignItems: "center",
    justifyItems: "center",
    maxWidth: "44rem",
    margin: `0 auto`,
    padding: vars.space[6],
    borderRadius: "24px",
    textAlign: "center",
    "@media": { [breakpoints.md]: { gridTemplateColumns: "auto 1fr", justifyItems: "start", textAlign: "left", padding: vars.space[7] } },
  },
]);

export const downloadTitle = style({ fontSize: vars.size.xl, fontWeight: 800, marginBottom: vars.space[2] });
export const downloadMeta = style({ color: vars.color.inkSoft, fontSize: vars.size.sm });

export const steps = style({
  display: "grid",
  gap: vars.space[5],
  listStyle: "none",
  margin: 0,
  padding: 0,
  counterReset: "step",
  "@media": { [breakpoints.md]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
});

export const step = style([
  layout.cardSurface,
  {
    counterIncrement: "step",
    padding: vars.space[6],
    selectors: {
      "&::before": {
        content: "counter(step)",
        display: "grid",
        placeItems: "center",
        width: "2.25rem",
        height: "2.25rem",
        marginBottom: vars.space[4],
        borderRadius: "50%",
        background: vars.color.ink,
        color: "#fff",
        fontWeight: 800,
      },
    },
  },
]);

export const stepTitle = style({ fontSize: vars.size.lg, fontWeight: 800, marginBottom: vars.space[2] });
export const stepText = style({ margin: 0, color: vars.color.inkSoft });

export const links = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: vars.space[3],
  marginTop: vars.space[7],
});

/** A subscription that did not go through: said plainly under the download, with the retry. */
export const signupFailed = style([
  layout.cardSurface,
  {
    maxWidth: "44rem",
    margin: `${vars.space[6]} auto 0`,
    padding: vars.space[6],
    borderRadius: "24px",
    borderLeft: `6px solid ${vars.color.accentStrong}`,
    textAlign: "left",
  },
]);
export const signupFailedTitle = style({ fontSize: vars.size.lg, fontWeight: 800, marginBottom: vars.space[2] });
export const signupFailedText = style({ color: vars.color.ink, marginBottom: vars.space[4] });
