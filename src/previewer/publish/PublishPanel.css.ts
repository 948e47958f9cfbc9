import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const form = style({
  display: "grid",
  gap: vars.space[4],
  padding: vars.space[4],
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  background: vars.color.surfaceAlt,
  minWidth: 0,
});

export const heading = style({ margin: 0, fontSize: vars.size.md, fontWeight: 800 });

export const field = style({ display: "grid", gap: vars.space[1], minWidth: 0 });

export const label = style({ fontWeight: 700, fontSize: vars.size.sm });

export const input = style({
  width: "100%",
  minWidth: 0,
  minHeight: "2.75rem",
  padding: `${vars.space[2]} ${vars.space[3]}`,
  border: `1px solid ${vars.color.inkSoft}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.ink,
  // 16 px at least: iOS zooms into smaller fields.
  fontSize: "1rem",
  selectors: {
    "&[readonly]": { background: vars.color.line, borderColor: vars.color.line },
    '&[aria-invalid="true"]': { borderColor: "#b91c1c", borderWidth: "2px" },
  },
});

export const value = style({ margin: 0, fontSize: vars.size.sm, fontWeight: 700 });

const box = style({
  display: "grid",
  gap: vars.space[2],
  padding: vars.space[3],
  borderRadius: vars.radius.md,
  fontSize: vars.size.sm,
  overflowWrap: "anywhere",
});

// The box's grid gap spaces its lines; paragraph margins would double it.
globalStyle(`${box} p`, { margin: 0 });

export const message = styleVariants({
  error: [box, { background: "#fef2f2", border: "1px solid #fecaca", color: "#7f1d1d" }],
  warning: [box, { background: "#fff7ed", border: "1px solid #fed7aa", color: vars.color.ink }],
  success: [box, { background: "#f0fdf4", border: "1px solid #bbf7d0", color: "#14532d" }],
});

/** What the last Publish found or got; nothing (and no gap) before the first. */
export const results = style({ display: "grid", gap: vars.space[3], selectors: { "&:empty": { display: "none" } } });

export const boxHeading = style({ margin: 0, fontSize: vars.size.sm, fontWeight: 800 });

export const problems = style({ display: "grid", gap: vars.space[2], margin: 0, paddingLeft: vars.space[5] });

export const check = style({
  display: "flex",
  gap: vars.space[2],
  alignItems: "center",
  minHeight: "44px",
  fontWeight: 700,
  fontSize: vars.size.sm,
  cursor: "pointer",
});

export const checkbox = style({ width: "1.25rem", height: "1.25rem", accentColor: vars.color.accentStrong });

export const link = style({ color: "inherit", fontWeight: 700, textUnderlineOffset: "0.15em" });
