import { style, styleVariants } from "@vanilla-extract/css";
import { breakpoints, vars } from "../../styles/theme.css";
import { card } from "./primitives.css";
import { speakerVars as t } from "./speakerTheme.css";

const listBase = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space[5] });
const columns = (count: number) => ({
  "@media": {
    [breakpoints.sm]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
    [breakpoints.lg]: { gridTemplateColumns: `repeat(${count}, minmax(0, 1fr))` },
  },
});

export const list = styleVariants({
  /** Cards, four across on large screens (audience benefits). */
  cards: [listBase, columns(4)],
  /** Three columns with a rule above (approach). */
  columns: [listBase, columns(3), { gap: vars.space[6] }],
  /** Numbered, two by two. */
  numbered: [listBase, { "@media": { [breakpoints.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))", gap: `${vars.space[6]} ${vars.space[7]}` } } }],
  /** Check marks in a simple list. */
  checks: [listBase, columns(4), { gap: vars.space[6] }],
});

export const item = styleVariants({
  cards: [card],
  columns: { borderTop: `2px solid ${t.color.text}`, paddingTop: vars.space[4] },
  numbered: { display: "grid", gridTemplateColumns: "3rem 1fr", columnGap: vars.space[3], alignContent: "start" },
  checks: { display: "grid", gridTemplateColumns: "2rem 1fr", columnGap: vars.space[3], alignContent: "start" },
});

export const marker = styleVariants({
  cards: { display: "block", width: "2.5rem", height: "4px", borderRadius: "2px", background: t.color.accentDecor, marginBottom: vars.space[4] },
  columns: { display: "none" },
  numbered: { gridRow: "span 2", fontFamily: t.font.heading, fontWeight: 800, fontSize: vars.size.xl, color: t.color.accentText, lineHeight: 1.2 },
  checks: {
    gridRow: "span 2",
    width: "1.75rem",
    height: "1.75rem",
    borderRadius: "999px",
    background: t.color.accentDecor,
    // A check mark drawn with borders: no icon font, no image request.
    position: "relative",
    "::after": {
      content: '""',
      position: "absolute",
      left: "0.6rem",
      top: "0.35rem",
      width: "0.45rem",
      height: "0.8rem",
      border: `solid ${t.color.bg}`,
      borderWidth: "0 3px 3px 0",
      transform: "rotate(45deg)",
    },
  },
});

const titleBase = style({
  fontFamily: t.font.heading,
  fontWeight: t.heading.weight,
  letterSpacing: t.heading.tracking,
  color: t.color.text,
  fontSize: vars.size.lg,
  margin: `0 0 ${vars.space[2]}`,
});
export const title = styleVariants({
  cards: [titleBase],
  columns: [titleBase, { fontSize: vars.size.xl }],
  numbered: [titleBase, { gridColumn: 2 }],
  checks: [titleBase, { gridColumn: 2 }],
});

const descriptionBase = style({ color: t.color.textSoft, margin: 0 });
export const description = styleVariants({
  cards: [descriptionBase],
  columns: [descriptionBase],
  numbered: [descriptionBase, { gridColumn: 2 }],
  checks: [descriptionBase, { gridColumn: 2 }],
});
