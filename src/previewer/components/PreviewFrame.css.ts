import { style, styleVariants } from "@vanilla-extract/css";
import { breakpoints, vars } from "../../styles/theme.css";
import { PREVIEW_WIDTHS } from "../../content/previewer";

export const stage = style({
  flex: "1 1 auto",
  minHeight: "24rem",
  display: "flex",
  justifyContent: "center",
  padding: vars.space[2],
  background: "#e9e7e3",
  overflow: "hidden",
  "@media": { [breakpoints.md]: { padding: vars.space[5] } },
});

const frameBase = style({
  display: "block",
  height: "100%",
  maxWidth: "100%",
  border: 0,
  background: vars.color.surface,
  boxShadow: "0 0 0 1px rgb(17 24 39 / 0.08), 0 12px 32px rgb(17 24 39 / 0.14)",
  transition: "width 200ms ease",
});

/** Widths of the spec (section 9); no border, so the email's viewport is exactly this wide. */
export const frame = styleVariants({
  mobile: [frameBase, { width: `${PREVIEW_WIDTHS.mobile}px`, borderRadius: vars.radius.lg }],
  desktop: [frameBase, { width: "100%", maxWidth: `min(100%, ${PREVIEW_WIDTHS.desktop}px)`, borderRadius: vars.radius.sm }],
});
