import { style, styleVariants } from "@vanilla-extract/css";
import { brand, cssRgb } from "../../styles/palette";
import { vars } from "../../styles/theme.css";
import { speakerVars as t } from "./speakerTheme.css";

/** The hero's photo and the frame around it, one variant per layout (./SpeakerHero.css.ts holds the text side). */
export const media = styleVariants({
  split: {
    position: "relative",
    maxWidth: "min(26rem, 88%)",
    width: "100%",
    justifySelf: "center",
    "::before": { content: '""', position: "absolute", inset: "6% -5% -5% 6%", background: t.color.accentDecor, borderRadius: t.radius.photo, zIndex: 0 },
  },
  centered: {
    width: "11rem",
    height: "11rem",
    padding: vars.space[2],
    borderRadius: "999px",
    background: `conic-gradient(from 200deg, ${t.color.accentDecor}, ${brand.accentGlow}, ${t.color.accentDecor})`,
  },
  plain: { maxWidth: "18rem", width: "100%" },
  bold: { alignSelf: "end", maxWidth: "28rem", width: "100%", justifySelf: "end" },
  magazine: { maxWidth: "30rem", width: "100%", justifySelf: "end" },
  cover: {
    position: "relative",
    maxWidth: "24rem",
    width: "100%",
    justifySelf: "center",
    "::before": {
      content: '""',
      position: "absolute",
      inset: "-1.5rem",
      borderRadius: "999px",
      background: `radial-gradient(closest-side, ${cssRgb(brand.accent, 0.45)}, transparent)`,
      zIndex: 0,
    },
  },
});

const photoBase = style({ position: "relative", zIndex: 1, width: "100%", height: "auto", objectFit: "cover", background: t.color.surface });
export const photo = styleVariants({
  split: [photoBase, { borderRadius: t.radius.photo, aspectRatio: "4 / 5" }],
  centered: [photoBase, { borderRadius: "999px", aspectRatio: "1", height: "100%", border: `4px solid ${t.color.bg}` }],
  plain: [photoBase, { borderRadius: t.radius.photo, aspectRatio: "4 / 5" }],
  bold: [photoBase, { aspectRatio: "4 / 5", filter: "grayscale(1) contrast(1.1)", display: "block" }],
  magazine: [photoBase, { aspectRatio: "4 / 5" }],
  cover: [photoBase, { borderRadius: t.radius.photo, aspectRatio: "4 / 5", border: `1px solid ${t.color.line}` }],
});
