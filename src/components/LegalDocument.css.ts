import { globalStyle, style } from "@vanilla-extract/css";
import { vars } from "../styles/theme.css";
import { neutral } from "../styles/palette";

export const article = style({
  maxWidth: vars.width.prose,
  margin: "0 auto",
  padding: `${vars.space[7]} ${vars.space[4]} 0`,
});

export const header = style({ paddingBottom: vars.space[6], marginBottom: vars.space[6], borderBottom: `1px solid ${vars.color.line}` });

export const title = style({ fontSize: vars.size["4xl"], fontWeight: 800, letterSpacing: "-0.035em", marginBottom: vars.space[3] });

export const updated = style({ color: vars.color.inkSoft, fontSize: vars.size.sm, fontWeight: 600, marginBottom: vars.space[5] });

export const lead = style({ fontSize: vars.size.lg, margin: 0 });

export const section = style({ marginBottom: vars.space[6] });

export const heading = style({ fontSize: vars.size.xl, fontWeight: 800, marginBottom: vars.space[3] });

globalStyle(`${section} p, ${section} li`, { color: neutral.proseSoft });
globalStyle(`${section} ul`, { paddingLeft: vars.space[5], margin: `0 0 ${vars.space[4]}` });
globalStyle(`${section} li`, { marginBottom: vars.space[2] });
globalStyle(`${article} a`, { fontWeight: 600 });
