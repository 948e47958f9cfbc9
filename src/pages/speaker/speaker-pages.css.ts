import { style } from "@vanilla-extract/css";
import { breakpoints, vars } from "../../styles/theme.css";
import { speakerVars as t } from "../../components/speaker/speakerTheme.css";

/** The few touches that belong to one design only. */

export const customTopic = style({
  marginTop: vars.space[6],
  display: "flex",
  flexWrap: "wrap",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space[4],
  padding: vars.space[5],
  border: `1px dashed ${t.color.line}`,
  borderRadius: t.radius.card,
});

export const customTopicText = style({ margin: 0, fontWeight: 600, fontSize: vars.size.lg });

export const note = style({ marginTop: vars.space[5], color: t.color.textSoft, fontStyle: "italic" });

export const spaced = style({ marginTop: vars.space[6] });

export const formats = style({
  textAlign: "center",
  marginTop: vars.space[6],
  marginBottom: 0,
  fontWeight: 800,
  letterSpacing: "0.14em",
  textTransform: "uppercase",
  fontSize: vars.size.sm,
  color: t.color.textSoft,
});

export const editorialHeading = style({
  fontSize: "clamp(2rem, 1.4rem + 2.6vw, 3.25rem)",
  borderBottom: `1px solid ${t.color.line}`,
  paddingBottom: vars.space[4],
  "@media": { [breakpoints.md]: { maxWidth: "40rem" } },
});
