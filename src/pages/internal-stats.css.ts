import { globalStyle, style } from "@vanilla-extract/css";
import { breakpoints, vars } from "../styles/theme.css";

export const page = style({ maxWidth: vars.width.content, margin: "0 auto", padding: `${vars.space[6]} ${vars.space[4]}` });
export const lead = style({ color: vars.color.inkSoft });
export const ranges = style({ display: "flex", flexWrap: "wrap", gap: vars.space[3], listStyle: "none", padding: 0, margin: `${vars.space[4]} 0` });
export const rangeLink = style({ color: vars.color.accentStrong, fontWeight: 700 });
globalStyle(`${rangeLink}[aria-current="page"]`, { color: vars.color.ink, textDecoration: "none" });
export const totals = style({
  display: "grid",
  gridTemplateColumns: "repeat(2, minmax(0, 1fr))",
  gap: vars.space[3],
  margin: `${vars.space[5]} 0`,
  padding: 0,
  "@media": { [breakpoints.md]: { gridTemplateColumns: "repeat(6, minmax(0, 1fr))" } },
});
export const total = style({ background: vars.color.surfaceAlt, borderRadius: vars.radius.md, padding: vars.space[3], margin: 0 });
export const totalLabel = style({ fontSize: vars.size.xs, color: vars.color.inkSoft });
export const totalValue = style({ fontSize: vars.size.xl, fontWeight: 700, margin: 0 });
export const section = style({ marginTop: vars.space[6] });
export const chart = style({ width: "100%", height: "auto", display: "block" });
export const legend = style({ display: "flex", gap: vars.space[4], flexWrap: "wrap", fontSize: vars.size.xs, listStyle: "none", padding: 0 });
export const swatch = style({ display: "inline-block", width: "0.75rem", height: "0.75rem", marginRight: vars.space[1], verticalAlign: "middle" });
/** Wide tables scroll inside their own box on a phone; the page itself never scrolls sideways. */
export const scroller = style({ overflowX: "auto", maxWidth: "100%", border: `1px solid ${vars.color.line}`, borderRadius: vars.radius.sm });
export const table = style({ borderCollapse: "collapse", width: "100%", fontSize: vars.size.sm, whiteSpace: "nowrap" });
globalStyle(`${table} th, ${table} td`, { padding: `${vars.space[2]} ${vars.space[3]}`, borderBottom: `1px solid ${vars.color.line}`, textAlign: "right" });
globalStyle(`${table} th:first-child, ${table} td:first-child`, { textAlign: "left" });
globalStyle(`${table} thead th`, { background: vars.color.surfaceAlt });
export const note = style({ color: vars.color.inkSoft, fontSize: vars.size.sm });
