import { style, styleVariants } from "@vanilla-extract/css";
import { breakpoints, vars } from "../styles/theme.css";

/** Page width wrapper with the side gutters every section shares. */
export const container = style({
  maxWidth: vars.width.content,
  margin: "0 auto",
  padding: `0 ${vars.space[4]}`,
  "@media": { [breakpoints.md]: { padding: `0 ${vars.space[5]}` } },
});

const sectionBase = style({
  padding: `${vars.space[8]} 0`,
  "@media": { [breakpoints.lg]: { padding: `${vars.space[9]} 0` } },
  // The footer keeps its own margin, so the last band needs less room below.
  selectors: { "main > &:last-child": { paddingBottom: vars.space[6] } },
});

export const section = styleVariants({
  white: [sectionBase, { background: vars.color.surface }],
  warm: [sectionBase, { background: vars.color.surfaceAlt }],
  /** Continues the hero above it, so it starts close under it. */
  flush: [sectionBase, { background: vars.color.surface, paddingTop: `${vars.space[6]} !important` }],
});

export const sectionHeader = style({ maxWidth: "44rem", marginBottom: vars.space[7] });
export const sectionHeaderCentered = style([sectionHeader, { marginInline: "auto", textAlign: "center" }]);

export const eyebrow = style({
  display: "inline-block",
  marginBottom: vars.space[3],
  color: vars.color.accentStrong,
  fontSize: vars.size.xs,
  fontWeight: 800,
  letterSpacing: "0.12em",
  textTransform: "uppercase",
});

export const heading = style({ fontSize: vars.size["3xl"], fontWeight: 800, letterSpacing: "-0.03em" });

export const lead = style({ fontSize: vars.size.lg, color: vars.color.inkSoft, margin: 0 });

export const twoColumns = style({
  display: "grid",
  gap: vars.space[7],
  alignItems: "center",
  "@media": { [breakpoints.lg]: { gridTemplateColumns: "1.1fr 0.9fr", gap: vars.space[8] } },
});
