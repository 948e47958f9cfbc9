import { style } from "@vanilla-extract/css";
import { breakpoints, vars } from "../../styles/theme.css";
import { speakerVars as t } from "./speakerTheme.css";

export const figure = style({ margin: 0 });
export const photo = style({
  width: "100%",
  height: "auto",
  aspectRatio: "4 / 3",
  objectFit: "cover",
  objectPosition: "50% 30%",
  background: t.color.surface,
  "@media": { [breakpoints.md]: { aspectRatio: "2 / 1" } },
});
export const caption = style({
  maxWidth: vars.width.content,
  margin: "0 auto",
  padding: `${vars.space[3]} ${vars.space[4]}`,
  fontSize: vars.size.xs,
  letterSpacing: "0.06em",
  textTransform: "uppercase",
  color: t.color.textSoft,
});
