import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";
import { neutral } from "../../styles/palette";

/** Long-form reading: one comfortable column, generous line height, the site's own type. */
export const body = style({ fontSize: "1.125rem", lineHeight: 1.7, color: neutral.prose });

globalStyle(`${body} > p, ${body} > div`, { margin: `0 0 ${vars.space[5]}` });
globalStyle(`${body} a`, { color: vars.color.accentStrong, fontWeight: 600, textDecorationThickness: "1px", textUnderlineOffset: "2px" });
globalStyle(`${body} a:hover`, { color: vars.color.accentStronger });
globalStyle(`${body} ul, ${body} ol`, { margin: `0 0 ${vars.space[3]}`, paddingLeft: vars.space[5] });
globalStyle(`${body} li`, { marginBottom: vars.space[2] });
globalStyle(`${body} li::marker`, { color: vars.color.accentStrong, fontWeight: 700 });

export const hook = style({ fontSize: vars.size.lg, lineHeight: 1.55, fontWeight: 600, color: vars.color.ink });

export const heading2 = style({
  fontSize: vars.size.xl,
  lineHeight: 1.3,
  fontWeight: 800,
  letterSpacing: "-0.02em",
  margin: `${vars.space[7]} 0 ${vars.space[4]}`,
  color: vars.color.ink,
});

export const heading3 = style({
  fontSize: vars.size.lg,
  lineHeight: 1.35,
  fontWeight: 700,
  margin: `${vars.space[6]} 0 ${vars.space[3]}`,
  color: vars.color.ink,
});

export const list = style({});
globalStyle(`${list} > p`, { margin: `0 0 ${vars.space[2]}` });

export const figures = style({ listStyle: "none", paddingLeft: "0 !important" });
export const figure = style({ display: "inline-block", minWidth: "3.5rem", color: vars.color.accentStrong, fontVariantNumeric: "tabular-nums" });

const calloutBase = style({ padding: `${vars.space[4]} ${vars.space[5]}`, borderRadius: vars.radius.md });
globalStyle(`${calloutBase} > p:last-child`, { marginBottom: 0 });
globalStyle(`${calloutBase} > p`, { margin: `0 0 ${vars.space[3]}` });

export const callout = styleVariants({
  plain: [calloutBase, { background: vars.color.accentSoft, borderLeft: `4px solid ${vars.color.accent}` }],
  dark: [calloutBase, { background: vars.color.dark, color: vars.color.onDark }],
});
globalStyle(`${callout.dark} a`, { color: vars.color.accentOnDark });

const labelBase = style({ fontSize: vars.size.xs, lineHeight: 1.4, fontWeight: 700, letterSpacing: "0.08em", textTransform: "uppercase" });
export const label = styleVariants({
  plain: [labelBase, { color: vars.color.accentStronger }],
  dark: [labelBase, { color: vars.color.accentOnDark }],
});

export const mono = style({ fontFamily: vars.font.mono, fontSize: "0.95rem", lineHeight: 1.6, overflowWrap: "anywhere" });

export const stackLead = style({ fontSize: vars.size.xl, lineHeight: 1.3, fontWeight: 800, color: vars.color.ink });
export const stackLine = style({ fontWeight: 600, color: vars.color.inkSoft, marginBottom: `${vars.space[1]} !important` });

export const cta = style({ paddingTop: vars.space[5], borderTop: `1px solid ${vars.color.line}` });
export const ctaLink = style({
  display: "inline-block",
  padding: `${vars.space[3]} ${vars.space[5]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accentFill,
  color: `${vars.color.surface} !important`,
  textDecoration: "none",
  ":hover": { background: vars.color.accentFillHover },
});
