import { style } from "@vanilla-extract/css";
import { breakpoints, vars } from "../styles/theme.css";

export const frame = style({
  position: "relative",
  width: "100%",
  maxWidth: "15rem",
  margin: 0,
  "@media": { [breakpoints.lg]: { maxWidth: "20rem" } },
  selectors: {
    "&::before": {
      content: '""',
      position: "absolute",
      inset: "6% -5% -4% 10%",
      borderRadius: "24px",
      background: vars.color.accent,
      opacity: 0.14,
      transform: "rotate(6deg)",
    },
  },
});

export const cover = style({
  position: "relative",
  width: "100%",
  height: "auto",
  borderRadius: "6px 14px 14px 6px",
  boxShadow: "0 1px 0 rgb(255 255 255 / 0.4) inset, 0 24px 48px -16px rgb(17 24 39 / 0.45), 0 8px 16px -8px rgb(17 24 39 / 0.3)",
  transform: "rotate(-3deg)",
});

export const small = style({ maxWidth: "11rem", "@media": { [breakpoints.lg]: { maxWidth: "11rem" } } });
