import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";
import { speakerVars as t } from "./speakerTheme.css";

export const figure = styleVariants({
  statement: { margin: 0, maxWidth: "60rem" },
  pull: {
    margin: `${vars.space[7]} auto`,
    maxWidth: "44rem",
    padding: `${vars.space[6]} 0`,
    borderTop: `3px solid ${t.color.text}`,
    borderBottom: `1px solid ${t.color.text}`,
    textAlign: "center",
  },
  card: { margin: 0, maxWidth: "52rem", marginInline: "auto", textAlign: "center" },
});

const quoteBase = style({ margin: 0, fontFamily: t.font.heading, color: t.color.text });
export const quote = styleVariants({
  statement: [
    quoteBase,
    {
      fontWeight: 900,
      fontSize: "clamp(1.9rem, 1rem + 4vw, 4rem)",
      lineHeight: 1.05,
      letterSpacing: "-0.03em",
      textTransform: t.heading.transform as "none",
      "::before": { content: '"\u201C"', display: "block", color: t.color.accentDecor, fontSize: "1.6em", lineHeight: 0.7 },
    },
  ],
  pull: [quoteBase, { fontStyle: "italic", fontSize: "clamp(1.6rem, 1.1rem + 2.2vw, 2.5rem)", lineHeight: 1.25 }],
  card: [quoteBase, { fontWeight: 700, fontSize: "clamp(1.6rem, 1rem + 2.6vw, 2.75rem)", lineHeight: 1.2, letterSpacing: "-0.02em" }],
});

export const text = style({ margin: 0, textWrap: "balance" });

const captionBase = style({
  marginTop: vars.space[5],
  fontSize: vars.size.sm,
  fontWeight: 700,
  letterSpacing: "0.1em",
  textTransform: "uppercase",
  color: t.color.accentText,
});
export const caption = styleVariants({
  statement: [captionBase, { "::before": { content: '"\u2014 "' } }],
  pull: [captionBase, { color: t.color.textSoft }],
  card: [captionBase],
});
