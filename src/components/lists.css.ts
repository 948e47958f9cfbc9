import { globalStyle, style } from "@vanilla-extract/css";
import { breakpoints, vars } from "../styles/theme.css";
import * as layout from "./layout.css";

export const plainList = style({ listStyle: "none", margin: 0, padding: 0, display: "grid", gap: vars.space[3] });

export const item = style({
  position: "relative",
  paddingLeft: "2.25rem",
  fontSize: vars.size.md,
  lineHeight: 1.5,
});

const mark = {
  position: "absolute",
  left: 0,
  top: "0.1em",
  width: "1.5rem",
  height: "1.5rem",
  borderRadius: "50%",
  display: "grid",
  placeItems: "center",
  fontSize: "0.8rem",
  fontWeight: 800,
} as const;

/** The marks are CSS content, so screen readers hear the list, not "check mark" each time. */
export const yes = style([
  item,
  { selectors: { "&::before": { ...mark, content: '"✓"', background: vars.color.accentSoft, color: vars.color.accentStrong } } },
]);
export const no = style([item, { selectors: { "&::before": { ...mark, content: '"✕"', background: "#eef0f3", color: vars.color.inkSoft } } }]);

export const fitGrid = style({
  display: "grid",
  gap: vars.space[5],
  "@media": { [breakpoints.md]: { gridTemplateColumns: "1fr 1fr" } },
});

export const fitCard = style([
  layout.cardSurface,
  {
    padding: vars.space[6],
  },
]);

export const fitCardMuted = style([fitCard, { background: "transparent", boxShadow: `inset 0 0 0 1px ${vars.color.line}` }]);

export const fitTitle = style({ fontSize: vars.size.xl, fontWeight: 800, marginBottom: vars.space[5] });

export const featureGrid = style({
  display: "grid",
  gap: vars.space[4],
  "@media": { [breakpoints.md]: { gridTemplateColumns: "1fr 1fr" } },
});

// Each item of a feature grid is a bordered card with its tick inside.
globalStyle(`${featureGrid} > li`, {
  padding: `${vars.space[5]} ${vars.space[5]} ${vars.space[5]} 3.75rem`,
  borderRadius: vars.radius.lg,
  border: `1px solid ${vars.color.line}`,
  background: vars.color.surface,
  fontWeight: 600,
});
globalStyle(`${featureGrid} > li::before`, { left: vars.space[5], top: vars.space[5] });
