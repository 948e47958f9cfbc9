import { styleVariants } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";
import { speakerVars as t } from "./speakerTheme.css";

export const text = styleVariants({
  /** Large serif paragraphs, the first with a drop cap. */
  editorial: {
    fontFamily: t.font.heading,
    fontSize: vars.size.xl,
    lineHeight: 1.55,
    color: t.color.text,
    maxWidth: "44rem",
    marginBottom: vars.space[7],
  },
  plain: { fontSize: vars.size.lg, color: t.color.textSoft, maxWidth: "46rem", marginBottom: vars.space[7] },
});
