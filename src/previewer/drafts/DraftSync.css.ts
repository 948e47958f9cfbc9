import { style } from "@vanilla-extract/css";
import { breakpoints, vars } from "../../styles/theme.css";

/** The two texts of a question, side by side where there is room. */
export const sides = style({ display: "grid", gap: vars.space[3], "@media": { [breakpoints.md]: { gridTemplateColumns: "1fr 1fr" } } });
export const side = style({ display: "grid", gap: vars.space[2], alignContent: "start", minWidth: 0 });
export const sideHeading = style({ margin: 0, fontSize: vars.size.sm, fontWeight: 700 });
export const excerpt = style({
  margin: 0,
  padding: vars.space[2],
  maxHeight: "12rem",
  overflow: "auto",
  whiteSpace: "pre-wrap",
  overflowWrap: "anywhere",
  fontFamily: vars.font.mono,
  fontSize: vars.size.xs,
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
});
export const link = style({
  color: vars.color.accentStronger,
  fontWeight: 600,
  fontSize: vars.size.sm,
  minHeight: "2.75rem",
  display: "inline-flex",
  alignItems: "center",
});
export const field = style({ display: "grid", gap: vars.space[1] });
export { ownerTextInput as input } from "../../styles/fields.css";
export const label = style({ fontWeight: 700, fontSize: vars.size.sm });
