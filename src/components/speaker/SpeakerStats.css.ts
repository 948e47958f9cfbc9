import { style, styleVariants } from "@vanilla-extract/css";
import { breakpoints, vars } from "../../styles/theme.css";
import { speakerVars as t } from "./speakerTheme.css";

const listBase = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gridTemplateColumns: "repeat(3, minmax(0, 1fr))" });

export const list = styleVariants({
  /** Inline under a hero. */
  row: [listBase, { gap: vars.space[5], maxWidth: "32rem" }],
  /** Bordered tiles. */
  tiles: [listBase, { gap: vars.space[3], "@media": { [breakpoints.md]: { gap: vars.space[5] } } }],
  /** Huge numbers across a full band. */
  band: [listBase, { gap: vars.space[3] }],
  /** Editorial: numbers with rules, stacked on phones. */
  ledger: [
    style({
      listStyle: "none",
      margin: 0,
      padding: 0,
      display: "grid",
      gap: 0,
      "@media": { [breakpoints.md]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" } },
    }),
  ],
});

const itemBase = style({ display: "flex", flexDirection: "column", minWidth: 0 });
export const item = styleVariants({
  row: [itemBase, { borderLeft: `3px solid ${t.color.accentDecor}`, paddingLeft: vars.space[3] }],
  tiles: [
    itemBase,
    {
      border: `1px solid ${t.color.line}`,
      borderRadius: t.radius.card,
      background: t.color.bg,
      padding: `${vars.space[5]} ${vars.space[3]}`,
      textAlign: "center",
    },
  ],
  band: [itemBase, { textAlign: "center" }],
  ledger: [
    itemBase,
    {
      borderTop: `1px solid ${t.color.text}`,
      padding: `${vars.space[5]} 0`,
      "@media": { [breakpoints.md]: { padding: `${vars.space[5]} ${vars.space[5]} ${vars.space[5]} 0` } },
    },
  ],
});

const numberBase = style({
  display: "block",
  fontFamily: t.font.heading,
  fontWeight: t.heading.weight,
  color: t.color.text,
  lineHeight: 1,
  letterSpacing: "-0.03em",
});
export const number = styleVariants({
  row: [numberBase, { fontSize: "clamp(1.375rem, 1rem + 1.6vw, 2rem)" }],
  tiles: [numberBase, { fontSize: vars.size["2xl"] }],
  band: [numberBase, { fontSize: "clamp(2.25rem, 1rem + 6vw, 6rem)", fontWeight: 900 }],
  ledger: [numberBase, { fontSize: "clamp(3rem, 2rem + 4vw, 5rem)", color: t.color.accentText }],
});

const labelBase = style({ display: "block", marginTop: vars.space[2], color: t.color.textSoft, fontSize: vars.size.sm, fontWeight: 600 });
export const label = styleVariants({
  row: [labelBase],
  tiles: [labelBase, { textTransform: "uppercase", letterSpacing: "0.08em", fontSize: vars.size.xs }],
  band: [labelBase, { textTransform: "uppercase", letterSpacing: "0.12em", fontWeight: 800, color: t.color.text }],
  ledger: [labelBase, { fontFamily: t.font.heading, fontStyle: "italic", fontSize: vars.size.lg, fontWeight: 400 }],
});
