import { style } from "@vanilla-extract/css";
import { vars } from "../styles/theme.css";

export const email = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  fontFamily: vars.font.display,
  fontSize: vars.size["2xl"],
  fontWeight: 800,
  letterSpacing: "-0.02em",
  overflowWrap: "anywhere",
  textDecorationThickness: "3px",
  textDecorationColor: vars.color.accent,
});

export const label = style({ display: "block", color: vars.color.inkSoft, fontSize: vars.size.sm, fontWeight: 600, marginBottom: vars.space[1] });
