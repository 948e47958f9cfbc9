import { style, styleVariants } from "@vanilla-extract/css";
import { breakpoints, vars } from "../../styles/theme.css";
import { speakerVars as t } from "./speakerTheme.css";

const listBase = style({ listStyle: "none", margin: 0, padding: 0 });

export const list = styleVariants({
  chips: [listBase, { display: "flex", flexWrap: "wrap", justifyContent: "center", gap: vars.space[3] }],
  wordmarks: [
    listBase,
    {
      display: "grid",
      gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
      gap: vars.space[4],
      "@media": { [breakpoints.md]: { gridTemplateColumns: "repeat(4, minmax(0, 1fr))" } },
    },
  ],
  columns: [listBase, { display: "grid", "@media": { [breakpoints.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))", columnGap: vars.space[7] } } }],
});

export const item = styleVariants({
  chips: {
    padding: `${vars.space[2]} ${vars.space[4]}`,
    border: `1px solid ${t.color.line}`,
    borderRadius: t.radius.button,
    background: t.color.bg,
    fontWeight: 600,
    color: t.color.text,
  },
  wordmarks: {
    display: "flex",
    alignItems: "center",
    justifyContent: "center",
    minHeight: "5rem",
    padding: vars.space[4],
    border: `1px solid ${t.color.line}`,
    borderRadius: t.radius.card,
    fontFamily: t.font.heading,
    fontWeight: 800,
    fontSize: vars.size.lg,
    letterSpacing: "-0.01em",
    textAlign: "center",
    color: t.color.text,
  },
  columns: {
    padding: `${vars.space[4]} 0`,
    borderBottom: `1px solid ${t.color.line}`,
    fontFamily: t.font.heading,
    fontSize: vars.size.xl,
    color: t.color.text,
  },
});
