import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const page = style({ maxWidth: vars.width.content, marginInline: "auto", padding: vars.space[5], display: "grid", gap: vars.space[5] });
export const list = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space[4] });
export const item = style({
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  padding: vars.space[4],
  display: "grid",
  gap: vars.space[3],
});
export const details = style({ display: "grid", gridTemplateColumns: "max-content 1fr", gap: `${vars.space[1]} ${vars.space[4]}`, margin: 0 });
export const term = style({ fontWeight: 700 });
export const value = style({ margin: 0, overflowWrap: "anywhere" });
export const message = style({ whiteSpace: "pre-wrap", overflowWrap: "anywhere", margin: 0 });
export const status = style({ margin: 0, color: vars.color.inkSoft });
export const button = style({
  minHeight: "2.75rem",
  paddingInline: vars.space[4],
  borderRadius: vars.radius.md,
  border: `1.5px solid ${vars.color.ink}`,
  background: vars.color.surface,
  color: vars.color.ink,
  fontWeight: 600,
  cursor: "pointer",
});
export const link = style({ color: vars.color.accentStronger, fontWeight: 600 });
export const row = style({ display: "contents" });
export const search = style({ display: "flex", flexWrap: "wrap", alignItems: "end", gap: vars.space[3] });
export const searchField = style({ display: "grid", gap: vars.space[1], flex: "1 1 16rem", minWidth: 0 });
export { ownerTextInput as input } from "../../styles/fields.css";
export const searchLink = style({ minHeight: "2.75rem", display: "inline-flex", alignItems: "center", color: vars.color.accentStronger, fontWeight: 600 });
export const pager = style({ display: "flex", flexWrap: "wrap", justifyContent: "space-between", gap: vars.space[4] });
export const ownerNav = style({ borderBottom: `1px solid ${vars.color.line}`, paddingBottom: vars.space[3] });
export const ownerNavList = style({
  listStyle: "none",
  margin: 0,
  padding: 0,
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space[2]} ${vars.space[4]}`,
  lineHeight: 2,
});
export const ownerZone = style({ margin: `${vars.space[1]} 0 0`, fontSize: vars.size.sm, color: vars.color.inkSoft });
export const needs = style({ margin: 0, paddingInlineStart: vars.space[5], display: "grid", gap: vars.space[2] });
export const table = style({ borderCollapse: "collapse", width: "100%", fontVariantNumeric: "tabular-nums" });
export const cell = style({ borderBottom: `1px solid ${vars.color.line}`, padding: `${vars.space[2]} ${vars.space[2]}`, textAlign: "start" });
export const notice = style({ border: `1.5px solid ${vars.color.ink}`, borderRadius: vars.radius.md, padding: vars.space[3], margin: 0 });
/** Label above value on a phone: a long label must not squeeze its value into a narrow column. */
export const stackedDetails = style({
  display: "grid",
  gridTemplateColumns: "max-content 1fr",
  gap: `${vars.space[1]} ${vars.space[4]}`,
  margin: 0,
  "@media": { "(max-width: 36rem)": { gridTemplateColumns: "1fr" } },
});
export const address = style({ margin: 0, fontSize: vars.size.lg, overflowWrap: "anywhere" });
