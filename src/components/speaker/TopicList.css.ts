import { style, styleVariants } from "@vanilla-extract/css";
import { breakpoints, vars } from "../../styles/theme.css";
import { card } from "./primitives.css";
import { speakerVars as t } from "./speakerTheme.css";

const listBase = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space[5] });
const threeUp = { "@media": { [breakpoints.lg]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } } };

export const list = styleVariants({
  cards: [listBase, threeUp],
  iconCards: [listBase, threeUp],
  rows: [listBase, { gap: 0, borderTop: `1px solid ${t.color.line}` }],
  numbered: [listBase, { gap: 0 }],
  pillars: [listBase, { gap: vars.space[6], "@media": { [breakpoints.md]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))", gap: vars.space[6] } } }],
});

export const item = styleVariants({
  cards: { display: "flex" },
  iconCards: { display: "flex" },
  rows: { borderBottom: `1px solid ${t.color.line}` },
  numbered: { borderTop: `1px solid ${t.color.line}`, selectors: { "&:last-child": { borderBottom: `1px solid ${t.color.line}` } } },
  pillars: { borderTop: `3px solid ${t.color.text}`, paddingTop: vars.space[4] },
});

export const topic = styleVariants({
  cards: [card, { width: "100%", borderTop: `4px solid ${t.color.accentDecor}` }],
  iconCards: [card, { width: "100%" }],
  rows: {
    display: "grid",
    gap: vars.space[3],
    padding: `${vars.space[6]} 0`,
  },
  numbered: {
    display: "grid",
    gap: vars.space[4],
    padding: `${vars.space[6]} 0`,
    "@media": { [breakpoints.md]: { gridTemplateColumns: "8rem 1fr", gap: vars.space[6], padding: `${vars.space[7]} 0` } },
  },
  pillars: { display: "grid", gap: vars.space[2] },
});

export const number = styleVariants({
  numbered: {
    fontFamily: t.font.heading,
    fontWeight: 900,
    fontSize: "clamp(3rem, 2rem + 4vw, 5.5rem)",
    lineHeight: 0.9,
    color: t.color.accentDecor,
    letterSpacing: "-0.04em",
  },
  pillars: { fontFamily: t.font.heading, fontSize: vars.size["2xl"], color: t.color.accentText, fontStyle: "italic" },
  cards: {},
  iconCards: {},
  rows: {},
});

export const icon = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  width: "56px",
  height: "56px",
  borderRadius: "999px",
  marginBottom: vars.space[4],
  color: t.color.accentText,
  background: `color-mix(in srgb, ${t.color.accentDecor} 14%, transparent)`,
});

export const body = style({ minWidth: 0 });

const titleBase = style({
  fontFamily: t.font.heading,
  fontWeight: t.heading.weight,
  letterSpacing: t.heading.tracking,
  color: t.color.text,
  margin: `0 0 ${vars.space[2]}`,
});
export const title = styleVariants({
  cards: [titleBase, { fontSize: vars.size.xl }],
  iconCards: [titleBase, { fontSize: vars.size.xl }],
  rows: [titleBase, { fontSize: vars.size.xl }],
  numbered: [titleBase, { fontSize: vars.size["2xl"], textTransform: t.heading.transform as "none" }],
  pillars: [titleBase, { fontSize: vars.size["2xl"] }],
});

export const subtitle = style({ color: t.color.accentText, fontWeight: 600, margin: `0 0 ${vars.space[4]}` });
export const description = style({ color: t.color.textSoft, margin: `0 0 ${vars.space[4]}` });
export const pointsLabel = style({
  fontSize: vars.size.xs,
  fontWeight: 700,
  letterSpacing: "0.1em",
  textTransform: "uppercase",
  color: t.color.text,
  margin: `0 0 ${vars.space[2]}`,
});

const pointsBase = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space[2] });
export const points = styleVariants({
  cards: [pointsBase],
  iconCards: [pointsBase, { borderTop: `1px solid ${t.color.line}`, paddingTop: vars.space[4] }],
  rows: [pointsBase, { "@media": { [breakpoints.md]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))", gap: vars.space[5] } } }],
  numbered: [pointsBase],
  pillars: [pointsBase],
});

export const point = style({
  position: "relative",
  paddingLeft: vars.space[5],
  color: t.color.text,
  fontSize: vars.size.sm,
  "::before": {
    content: '""',
    position: "absolute",
    left: 0,
    top: "0.55em",
    width: "0.5rem",
    height: "0.5rem",
    borderRadius: "2px",
    background: t.color.accentDecor,
  },
});

export const facts = style({ display: "grid", gap: vars.space[4], margin: 0, gridTemplateColumns: "repeat(2, minmax(0, 1fr))", maxWidth: "34rem" });
export const fact = style({
  display: "flex",
  flexDirection: "column",
  gap: vars.space[1],
  borderLeft: `3px solid ${t.color.accentDecor}`,
  paddingLeft: vars.space[3],
});
export const factLabel = style({ fontSize: vars.size.xs, fontWeight: 700, letterSpacing: "0.12em", textTransform: "uppercase", color: t.color.textSoft });
export const factValue = style({ margin: 0, fontWeight: 800, fontSize: vars.size.lg, color: t.color.text });
