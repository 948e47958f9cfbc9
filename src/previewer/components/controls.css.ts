import { style, styleVariants } from "@vanilla-extract/css";
import { FIELD_EDGE } from "../../styles/fields.css";
import { vars } from "../../styles/theme.css";

export const fieldset = style({ border: 0, margin: 0, padding: 0, minWidth: 0 });

export const options = style({ display: "grid", gap: vars.space[2] });

export const option = style({
  display: "grid",
  gridTemplateColumns: "auto 1fr",
  columnGap: vars.space[3],
  alignItems: "start",
  padding: `${vars.space[3]} ${vars.space[3]}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  cursor: "pointer",
  transition: "border-color 150ms ease, background-color 150ms ease",
  selectors: {
    "&:hover": { borderColor: vars.color.inkSoft },
    "&:has(input:checked)": { borderColor: vars.color.accentStrong, background: vars.color.accentSoft },
    "&:has(input:focus-visible)": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
  },
});

export const radio = style({
  width: "1.125rem",
  height: "1.125rem",
  margin: "0.2rem 0 0",
  accentColor: vars.color.accentStrong,
  selectors: { "&:focus-visible": { outline: "none" } },
});

export const optionName = style({ fontWeight: 700, lineHeight: 1.35 });

export const optionDescription = style({
  gridColumn: 2,
  fontSize: vars.size.xs,
  lineHeight: 1.45,
  color: vars.color.inkSoft,
});

export const segmented = style({
  display: "grid",
  gridTemplateColumns: "1fr 1fr",
  gap: vars.space[1],
  padding: vars.space[1],
  background: vars.color.surfaceAlt,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
});

export const segment = style({
  minHeight: "44px",
  border: 0,
  borderRadius: vars.radius.sm,
  background: "transparent",
  color: vars.color.inkSoft,
  fontWeight: 700,
  fontSize: vars.size.sm,
  cursor: "pointer",
  selectors: {
    "&:hover": { color: vars.color.ink },
    '&[aria-pressed="true"]': { background: vars.color.surface, color: vars.color.ink, boxShadow: vars.shadow.card },
  },
});

const buttonBase = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  gap: vars.space[2],
  minHeight: "44px",
  padding: `${vars.space[2]} ${vars.space[4]}`,
  borderRadius: vars.radius.md,
  border: "1px solid transparent",
  fontWeight: 700,
  fontSize: vars.size.sm,
  cursor: "pointer",
  transition: "background-color 150ms ease, border-color 150ms ease, color 150ms ease",
});

export const button = styleVariants({
  primary: [buttonBase, { background: vars.color.accentFill, color: "#fff", selectors: { "&:hover": { background: vars.color.accentFillHover } } }],
  secondary: [
    buttonBase,
    {
      background: vars.color.surface,
      color: vars.color.ink,
      borderColor: vars.color.line,
      selectors: {
        "&:hover": { borderColor: vars.color.ink },
        '&[aria-pressed="true"]': { background: vars.color.ink, borderColor: vars.color.ink, color: vars.color.onDark },
      },
    },
  ],
  quiet: [
    buttonBase,
    {
      background: "transparent",
      color: vars.color.accentStrong,
      paddingInline: vars.space[2],
      selectors: { "&:hover": { color: vars.color.accentStronger, textDecoration: "underline" } },
    },
  ],
});

export const stack = style({ display: "grid", gap: vars.space[2] });

export const row = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space[2] });

export const hint = style({ margin: 0, fontSize: vars.size.xs, lineHeight: 1.5, color: vars.color.inkSoft });

export const notice = style({
  margin: 0,
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  background: "#fff7ed",
  border: "1px solid #fed7aa",
  color: vars.color.ink,
  fontSize: vars.size.sm,
});

export const manualText = style({
  width: "100%",
  minHeight: "7rem",
  padding: vars.space[2],
  border: `1px solid ${FIELD_EDGE}`,
  borderRadius: vars.radius.sm,
  fontFamily: vars.font.mono,
  fontSize: vars.size.xs,
});

export const summaryButton = style({
  display: "flex",
  width: "100%",
  alignItems: "center",
  justifyContent: "space-between",
  gap: vars.space[2],
  minHeight: "44px",
  padding: `${vars.space[2]} ${vars.space[3]}`,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  fontSize: vars.size.sm,
  textAlign: "left",
  cursor: "pointer",
  selectors: { "&:hover": { borderColor: vars.color.inkSoft } },
});
