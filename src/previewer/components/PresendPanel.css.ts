import { globalStyle, style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const panel = style({ display: "grid", gap: vars.space[5], maxWidth: "48rem" });

export const section = style({ display: "grid", gap: vars.space[2] });

// The section's grid gap spaces its lines; paragraph margins would double it.
globalStyle(`${section} p`, { margin: 0 });

export const heading = style({ margin: 0, fontSize: vars.size.md, fontWeight: 800 });

export const sizeLine = style({ display: "flex", flexWrap: "wrap", alignItems: "baseline", gap: vars.space[2], margin: 0 });

export const sizeValue = style({ fontSize: vars.size.xl, fontWeight: 800, letterSpacing: "-0.02em" });

/** Native meter: green under `low`, amber to `high`, red above (values set by the panel). */
export const meter = style({
  display: "block",
  width: "100%",
  height: "0.75rem",
  selectors: {
    "&::-webkit-meter-bar": { background: vars.color.line, border: 0, borderRadius: vars.radius.pill, height: "0.75rem" },
  },
});

export const list = style({ display: "grid", gap: vars.space[2], margin: 0, padding: 0, listStyle: "none" });

export const item = style({ display: "flex", gap: vars.space[2], alignItems: "baseline", fontSize: vars.size.sm, overflowWrap: "anywhere" });

const markBase = style({
  flex: "0 0 auto",
  display: "inline-grid",
  placeItems: "center",
  width: "1.25rem",
  height: "1.25rem",
  borderRadius: vars.radius.pill,
  fontSize: "0.75rem",
  fontWeight: 800,
  color: "#fff",
  transform: "translateY(0.15rem)",
});

export const mark = styleVariants({
  ok: [markBase, { background: "#15803d" }],
  warn: [markBase, { background: "#b45309" }],
  fail: [markBase, { background: "#b91c1c" }],
});

export const status = styleVariants({
  ok: { margin: 0, color: "#166534", fontSize: vars.size.sm },
  warn: { margin: 0, color: "#92400e", fontSize: vars.size.sm },
  fail: { margin: 0, color: "#991b1b", fontSize: vars.size.sm, fontWeight: 700 },
});

export const muted = style({ color: vars.color.inkSoft });

export const code = style({
  fontFamily: vars.font.mono,
  fontSize: vars.size.xs,
  background: vars.color.surfaceAlt,
  padding: "0.1rem 0.3rem",
  borderRadius: "4px",
});

export const clients = style({ display: "grid", gap: vars.space[3], gridTemplateColumns: "repeat(auto-fit, minmax(14rem, 1fr))" });

export const client = style({
  display: "grid",
  gap: vars.space[2],
  alignContent: "start",
  padding: vars.space[4],
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
});

export const clientName = style({ margin: 0, fontSize: vars.size.sm, fontWeight: 800 });

export const details = style({ fontSize: vars.size.xs, color: vars.color.inkSoft });

export const summary = style({ cursor: "pointer", display: "list-item", padding: `${vars.space[3]} 0`, lineHeight: "20px" });
