import { style } from "@vanilla-extract/css";
import { vars } from "../styles/theme.css";

export const signup = style({ maxWidth: "36rem" });
export const centered = style({ marginInline: "auto" });

export const note = style({
  margin: `${vars.space[3]} 0 0`,
  fontSize: vars.size.xs,
  color: vars.color.inkSoft,
});

export const noteLink = style({ color: vars.color.ink, fontWeight: 600 });
