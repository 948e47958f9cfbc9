import { style, styleVariants } from "@vanilla-extract/css";
import { brand, cssRgb } from "../../styles/palette";
import { breakpoints, vars } from "../../styles/theme.css";
import { speakerVars as t } from "./speakerTheme.css";

type Layout = "split" | "centered" | "plain" | "bold" | "magazine" | "cover";
const layouts = <T>(make: (layout: Layout) => T) =>
  ({ split: make("split"), centered: make("centered"), plain: make("plain"), bold: make("bold"), magazine: make("magazine"), cover: make("cover") }) as Record<
    Layout,
    T
  >;

const heroBase = style({ position: "relative", background: t.color.bg, color: t.color.text, overflow: "hidden" });

export const hero = styleVariants({
  split: [heroBase, { padding: `${vars.space[7]} 0 ${vars.space[8]}`, "@media": { [breakpoints.md]: { padding: `${vars.space[9]} 0` } } }],
  centered: [heroBase, { padding: `${vars.space[8]} 0`, textAlign: "center" }],
  plain: [
    heroBase,
    { padding: `${vars.space[7]} 0`, borderBottom: `1px solid ${t.color.line}`, "@media": { [breakpoints.md]: { padding: `${vars.space[8]} 0` } } },
  ],
  bold: [heroBase, { padding: `${vars.space[7]} 0 0`, borderBottom: `8px solid ${t.color.accentDecor}` }],
  magazine: [heroBase, { padding: `${vars.space[6]} 0 ${vars.space[7]}`, borderBottom: `1px solid ${t.color.line}` }],
  cover: [
    heroBase,
    {
      padding: `${vars.space[8]} 0`,
      backgroundImage: `radial-gradient(60rem 30rem at 85% 20%, ${cssRgb(brand.accent, 0.22)}, transparent 60%), radial-gradient(40rem 30rem at 0% 100%, rgb(80 90 255 / 0.12), transparent 60%)`,
      "@media": { [breakpoints.lg]: { padding: `${vars.space[9]} 0`, minHeight: "min(88vh, 52rem)", display: "flex", alignItems: "center" } },
    },
  ],
});

const innerBase = style({
  maxWidth: vars.width.content,
  margin: "0 auto",
  padding: `0 ${vars.space[4]}`,
  width: "100%",
  "@media": { [breakpoints.md]: { padding: `0 ${vars.space[5]}` } },
});
const twoColumns = (columns: string) => ({
  display: "grid",
  gap: vars.space[7],
  alignItems: "center",
  "@media": { [breakpoints.md]: { gridTemplateColumns: columns } },
});

export const inner = styleVariants({
  split: [innerBase, twoColumns("1.15fr 0.85fr")],
  centered: [innerBase, { display: "flex", flexDirection: "column-reverse", alignItems: "center", gap: vars.space[6], maxWidth: "50rem" }],
  plain: [innerBase, twoColumns("1fr 18rem")],
  bold: [innerBase, { display: "grid", gap: vars.space[6], "@media": { [breakpoints.md]: { gridTemplateColumns: "1.4fr 1fr", alignItems: "end" } } }],
  magazine: [innerBase, twoColumns("1.3fr 1fr")],
  cover: [innerBase, twoColumns("1.2fr 0.8fr")],
});

export const copy = layouts((layout) =>
  style(
    layout === "centered"
      ? { display: "flex", flexDirection: "column", alignItems: "center" }
      : layout === "bold"
        ? { paddingBottom: vars.space[7] }
        : layout === "magazine"
          ? { display: "flex", flexDirection: "column", alignItems: "flex-start" }
          : {},
  ),
);

const eyebrowBase = style({
  fontSize: vars.size.xs,
  fontWeight: 700,
  letterSpacing: "0.14em",
  textTransform: "uppercase",
  color: t.color.accentText,
  margin: `0 0 ${vars.space[4]}`,
});
export const eyebrow = styleVariants({
  split: [eyebrowBase],
  centered: [eyebrowBase],
  plain: [eyebrowBase],
  bold: [eyebrowBase, { display: "inline-block", background: t.color.accentDecor, color: t.color.bg, padding: `${vars.space[1]} ${vars.space[3]}` }],
  magazine: [
    eyebrowBase,
    {
      color: t.color.text,
      borderTop: `3px solid ${t.color.text}`,
      borderBottom: `1px solid ${t.color.text}`,
      padding: `${vars.space[2]} 0`,
      letterSpacing: "0.2em",
    },
  ],
  cover: [
    eyebrowBase,
    {
      display: "inline-flex",
      alignItems: "center",
      gap: vars.space[2],
      border: `1px solid ${t.color.line}`,
      borderRadius: vars.radius.pill,
      padding: `${vars.space[2]} ${vars.space[4]}`,
      letterSpacing: "0.08em",
    },
  ],
});

const nameBase = style({
  fontFamily: t.font.heading,
  fontWeight: t.heading.weight,
  textTransform: t.heading.transform as "none",
  letterSpacing: t.heading.tracking,
  color: t.color.text,
  margin: `0 0 ${vars.space[3]}`,
});
export const name = styleVariants({
  split: [nameBase, { fontSize: vars.size["4xl"] }],
  centered: [nameBase, { fontSize: vars.size["4xl"] }],
  plain: [nameBase, { fontSize: vars.size["3xl"], marginBottom: vars.space[2] }],
  bold: [nameBase, { fontSize: "clamp(3rem, 1.5rem + 8vw, 7.5rem)", lineHeight: 0.9, marginBottom: vars.space[5] }],
  magazine: [
    nameBase,
    {
      fontSize: vars.size.md,
      fontFamily: t.font.body,
      fontWeight: 700,
      letterSpacing: "0.08em",
      textTransform: "uppercase",
      order: 3,
      marginBottom: vars.space[5],
    },
  ],
  cover: [nameBase, { fontSize: "clamp(2.75rem, 1.8rem + 4.5vw, 5.25rem)", lineHeight: 1 }],
});

const titleBase = style({ margin: `0 0 ${vars.space[5]}`, color: t.color.text, fontWeight: 600 });
export const title = styleVariants({
  split: [titleBase, { fontSize: vars.size.xl, color: t.color.textSoft, fontWeight: 500, maxWidth: "32rem" }],
  centered: [titleBase, { fontSize: vars.size.xl, color: t.color.textSoft, fontWeight: 500, maxWidth: "36rem" }],
  plain: [titleBase, { fontSize: vars.size.lg, color: t.color.accentText }],
  bold: [titleBase, { fontSize: vars.size.xl, textTransform: "uppercase", letterSpacing: "0.04em", fontWeight: 800, color: t.color.accentText }],
  magazine: [
    titleBase,
    {
      order: 1,
      fontFamily: t.font.heading,
      fontSize: "clamp(2.2rem, 1.4rem + 3.6vw, 4.25rem)",
      lineHeight: 1.05,
      fontWeight: 400,
      letterSpacing: "-0.02em",
      textWrap: "balance",
    },
  ],
  cover: [titleBase, { fontSize: vars.size.xl, color: t.color.textSoft, fontWeight: 500 }],
});

const leadBase = style({ color: t.color.textSoft, fontSize: vars.size.md, maxWidth: "34rem", margin: `0 0 ${vars.space[6]}` });
export const lead = styleVariants({
  split: [leadBase],
  centered: [leadBase],
  plain: [leadBase],
  bold: [leadBase, { fontSize: vars.size.lg }],
  magazine: [leadBase, { order: 2, fontFamily: t.font.heading, fontStyle: "italic", fontSize: vars.size.xl, lineHeight: 1.45, maxWidth: "38rem" }],
  cover: [leadBase, { fontSize: vars.size.lg }],
});

export const actionsSlot = style({ order: 4 });

export const aside = style({ marginTop: vars.space[6], order: 5, width: "100%", maxWidth: "34rem" });
