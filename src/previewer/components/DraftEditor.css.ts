import { style } from "@vanilla-extract/css";
import { FIELD_EDGE } from "../../styles/fields.css";
import { vars } from "../../styles/theme.css";

export const textarea = style({
  display: "block",
  width: "100%",
  minHeight: "22rem",
  padding: vars.space[3],
  border: `1px solid ${FIELD_EDGE}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  fontFamily: vars.font.mono,
  fontSize: vars.size.xs,
  lineHeight: 1.6,
  resize: "vertical",
  selectors: { "&:hover": { borderColor: vars.color.inkSoft } },
});

export const label = style({ display: "block", marginBottom: vars.space[2], fontWeight: 700, fontSize: vars.size.sm });

export const saved = style({ fontSize: vars.size.xs, fontWeight: 600, letterSpacing: 0, textTransform: "none", color: "#166534" });

export const help = style({ fontSize: vars.size.xs, color: vars.color.inkSoft });

/** Keeps the native disclosure marker (display: list-item); padding gives a 44 px target. */
export const helpSummary = style({
  display: "list-item",
  padding: `${vars.space[3]} 0`,
  lineHeight: "20px",
  cursor: "pointer",
  fontWeight: 700,
  color: vars.color.ink,
});

export const helpList = style({
  display: "grid",
  gridTemplateColumns: "minmax(7rem, auto) 1fr",
  gap: `${vars.space[2]} ${vars.space[3]}`,
  margin: `${vars.space[2]} 0 0`,
});

export const helpMarker = style({ fontFamily: vars.font.mono, color: vars.color.ink, overflowWrap: "anywhere" });

export const helpMeaning = style({ margin: 0 });

export const helpPair = style({ display: "contents" });

export const select = style({
  width: "100%",
  minWidth: 0,
  minHeight: "2.75rem",
  padding: `${vars.space[2]} ${vars.space[3]}`,
  border: `1px solid ${vars.color.inkSoft}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.ink,
  fontSize: vars.size.sm,
});
