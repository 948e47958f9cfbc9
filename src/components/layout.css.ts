import { style, styleVariants } from "@vanilla-extract/css";
import { breakpoints, vars } from "../styles/theme.css";

/** Page width wrapper with the side gutters every section shares. */
export const container = style({
  maxWidth: vars.width.content,
  margin: "0 auto",
  padding: `0 ${vars.space[4]}`,
  "@media": { [breakpoints.md]: { padding: `0 ${vars.space[5]}` } },
});

/** The same wrapper at a reading width, for a single column of text. */
export const narrowContainer = style([container, { maxWidth: "48rem" }]);

/** A list laid out as a grid of cards, without bullets; each page sets its columns. */
export const cardGrid = style({ display: "grid", gap: vars.space[5], listStyle: "none", margin: 0, padding: 0 });

/** The raised white card many sections show: surface colour, large radius, soft shadow. */
export const cardSurface = style({
  background: vars.color.surface,
  borderRadius: vars.radius.lg,
  boxShadow: vars.shadow.card,
});

/** Both widths, for section components that take a `width` prop. */
export const containerWidth = { wide: container, narrow: narrowContainer };

/** The vertical room of a band on the course and speaker pages (they open up from tablet width). */
export const bandPadding = style({
  padding: `${vars.space[8]} 0`,
  "@media": { [breakpoints.md]: { padding: `${vars.space[9]} 0` } },
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

/** The small upper-case label above a section heading, on a line of its own; pages colour it. */
export const eyebrowBase = style({
  display: "block",
  fontSize: vars.size.xs,
  fontWeight: 700,
  letterSpacing: "0.12em",
  textTransform: "uppercase",
  marginBottom: vars.space[3],
});

export const eyebrow = style([eyebrowBase, { display: "inline-block", color: vars.color.accentStrong, fontWeight: 800 }]);

export const heading = style({ fontSize: vars.size["3xl"], fontWeight: 800, letterSpacing: "-0.03em" });

export const lead = style({ fontSize: vars.size.lg, color: vars.color.inkSoft, margin: 0 });

/** A section's opening paragraph at reading width, with room before the content; pages colour it. */
export const leadBase = style({ fontSize: vars.size.lg, maxWidth: vars.width.prose, margin: `0 0 ${vars.space[6]}` });

/** Room between a section's header and its content. */
export const header = style({ marginBottom: vars.space[6] });

export const twoColumns = style({
  display: "grid",
  gap: vars.space[7],
  alignItems: "center",
  "@media": { [breakpoints.lg]: { gridTemplateColumns: "1.1fr 0.9fr", gap: vars.space[8] } },
});
