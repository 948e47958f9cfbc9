import { style } from "@vanilla-extract/css";
import { vars } from "../styles/theme.css";

export const intro = style({
  maxWidth: vars.width.content,
  margin: "0 auto",
  padding: `${vars.space[8]} ${vars.space[4]} ${vars.space[6]}`,
});

export const title = style({ fontSize: vars.size["3xl"], fontWeight: 800 });

export const lead = style({ fontSize: vars.size.lg, color: vars.color.inkSoft, maxWidth: vars.width.prose });
