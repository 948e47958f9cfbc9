import { style, styleVariants } from "@vanilla-extract/css";
import { breakpoints, vars } from "../../styles/theme.css";
import { speakerVars as t } from "./speakerTheme.css";

export const wrapper = styleVariants({
  beside: { display: "grid", gap: vars.space[7], "@media": { [breakpoints.md]: { gridTemplateColumns: "1.1fr 0.9fr", alignItems: "start" } } },
  stacked: { display: "grid", gap: vars.space[6], maxWidth: "46rem" },
});

const paragraphsBase = style({ color: t.color.textSoft, fontSize: vars.size.md });
export const paragraphs = styleVariants({
  beside: [paragraphsBase, { fontSize: vars.size.lg }],
  stacked: [paragraphsBase],
});

export const timeline = style({ listStyle: "none", margin: 0, padding: 0, borderLeft: `2px solid ${t.color.line}` });

export const milestone = style({
  position: "relative",
  display: "grid",
  gap: vars.space[1],
  padding: `0 0 ${vars.space[5]} ${vars.space[5]}`,
  "::before": {
    content: '""',
    position: "absolute",
    left: "-7px",
    top: "0.35rem",
    width: "12px",
    height: "12px",
    borderRadius: "999px",
    background: t.color.accentDecor,
  },
});

export const year = style({ fontFamily: t.font.heading, fontWeight: 800, color: t.color.accentText, fontSize: vars.size.sm, letterSpacing: "0.06em" });
export const milestoneTitle = style({ fontWeight: 700, color: t.color.text });
export const milestoneText = style({ color: t.color.textSoft, fontSize: vars.size.sm });
