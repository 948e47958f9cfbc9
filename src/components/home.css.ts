import { style } from "@vanilla-extract/css";
import { breakpoints, vars } from "../styles/theme.css";
import * as layout from "./layout.css";

export const portraitFrame = style({
  position: "relative",
  width: "100%",
  maxWidth: "26rem",
});

export const portrait = style({
  width: "100%",
  height: "auto",
  borderRadius: "28px",
  boxShadow: "0 30px 60px -20px rgb(17 24 39 / 0.35)",
});

export const portraitBadge = style([
  layout.cardSurface,
  {
    position: "absolute",
    right: `calc(-1 * ${vars.space[2]})`,
    top: vars.space[6],
    display: "grid",
    padding: `${vars.space[3]} ${vars.space[4]}`,
    borderRadius: vars.radius.md,
    lineHeight: 1.2,
    "@media": { [breakpoints.lg]: { right: `calc(-1 * ${vars.space[6]})` } },
  },
]);

export const badgeValue = style({ fontSize: vars.size.xl, fontWeight: 800, color: vars.color.ink });
export const badgeLabel = style({ fontSize: vars.size.xs, color: vars.color.inkSoft });

export const logosSection = style({
  padding: `${vars.space[7]} 0`,
  borderBottom: `1px solid ${vars.color.line}`,
});

export const logosHeading = style({
  fontSize: vars.size.sm,
  fontWeight: 700,
  textAlign: "center",
  color: vars.color.inkSoft,
  letterSpacing: "0.08em",
  textTransform: "uppercase",
  marginBottom: vars.space[5],
});

export const logos = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: `${vars.space[5]} ${vars.space[6]}`,
  alignItems: "center",
  justifyItems: "center",
  listStyle: "none",
  margin: 0,
  padding: 0,
  "@media": { [breakpoints.md]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" } },
});

export const logo = style({ width: "100%", maxWidth: "170px", height: "auto", opacity: 0.85 });

export const story = style({ display: "grid" });

export const storyText = style({ fontSize: vars.size.lg, color: vars.color.inkSoft });

export const timeline = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "grid",
  gap: vars.space[4],
});

export const milestone = style([
  layout.cardSurface,
  {
    display: "grid",
    gridTemplateColumns: "4.5rem 1fr",
    gap: vars.space[4],
    padding: vars.space[5],
  },
]);

export const milestoneYear = style({
  fontFamily: vars.font.display,
  fontSize: vars.size.xl,
  fontWeight: 800,
  color: vars.color.accentStrong,
  lineHeight: 1.2,
});

export const milestoneTitle = style({ fontSize: vars.size.lg, fontWeight: 700, margin: `0 0 ${vars.space[1]}` });
export const milestoneText = style({ margin: 0, color: vars.color.inkSoft });
