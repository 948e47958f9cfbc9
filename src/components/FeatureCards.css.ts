import { style } from "@vanilla-extract/css";
import { breakpoints, vars } from "../styles/theme.css";
import * as layout from "./layout.css";

export const grid = style([
  layout.cardGrid,
  {
    counterReset: "feature",
    "@media": { [breakpoints.md]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
  },
]);

export const card = style([
  layout.cardSurface,
  {
    padding: vars.space[6],
    counterIncrement: "feature",
    selectors: {
      "&::before": {
        content: "counter(feature, decimal-leading-zero)",
        display: "block",
        marginBottom: vars.space[4],
        fontFamily: vars.font.display,
        fontWeight: 800,
        fontSize: vars.size.xl,
        color: vars.color.accentStrong,
      },
    },
  },
]);

export const title = style({ fontSize: vars.size.xl, fontWeight: 800, marginBottom: vars.space[2] });
export const text = style({ margin: 0, color: vars.color.inkSoft });
