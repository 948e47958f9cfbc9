import { style } from "@vanilla-extract/css";
import { breakpoints, vars } from "../styles/theme.css";
import * as layout from "./layout.css";

export const filters = style({
  display: "flex",
  flexWrap: "wrap",
  justifyContent: "center",
  gap: vars.space[2],
  listStyle: "none",
  margin: `0 0 ${vars.space[4]}`,
  padding: 0,
});

export const filter = style({
  display: "inline-flex",
  alignItems: "center",
  minHeight: "44px",
  padding: `${vars.space[2]} ${vars.space[5]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.surface,
  boxShadow: `inset 0 0 0 1px ${vars.color.line}`,
  color: vars.color.ink,
  fontWeight: 700,
  fontSize: vars.size.sm,
  textDecoration: "none",
  selectors: {
    "&:hover": { color: vars.color.ink, boxShadow: `inset 0 0 0 2px ${vars.color.ink}` },
    '&[aria-current="true"]': { background: vars.color.ink, color: "#fff", boxShadow: "none" },
  },
});

export const count = style({ textAlign: "center", color: vars.color.inkSoft, fontSize: vars.size.sm, margin: `0 0 ${vars.space[6]}` });

export const grid = style([
  layout.cardGrid,
  {
    "@media": {
      [breakpoints.md]: { gridTemplateColumns: "repeat(2, minmax(0, 1fr))" },
      [breakpoints.lg]: { gridTemplateColumns: "repeat(3, minmax(0, 1fr))" },
    },
  },
]);

export const card = style([
  layout.cardSurface,
  {
    position: "relative",
    height: "100%",
    display: "flex",
    flexDirection: "column",
    overflow: "hidden",
    transition: "transform 150ms ease, box-shadow 150ms ease",
    selectors: {
      "&:hover": { transform: "translateY(-2px)", boxShadow: "0 2px 4px rgb(17 24 39 / 0.06), 0 16px 32px rgb(17 24 39 / 0.1)" },
    },
  },
]);

export const image = style({ width: "100%", height: "auto", aspectRatio: "16 / 9", objectFit: "cover" });

export const body = style({ display: "flex", flexDirection: "column", gap: vars.space[3], flex: 1, padding: vars.space[5] });

export const category = style({
  alignSelf: "flex-start",
  padding: `${vars.space[1]} ${vars.space[3]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accentSoft,
  color: vars.color.accentStronger,
  fontSize: vars.size.xs,
  fontWeight: 700,
});

export const title = style({ fontSize: vars.size.xl, fontWeight: 800, margin: 0 });
export const description = style({ margin: 0, color: vars.color.inkSoft, flex: 1 });

/** The link covers the whole card (its ::after), so the card is one large target. */
export const link = style({
  alignSelf: "flex-start",
  fontWeight: 700,
  minHeight: "44px",
  display: "inline-flex",
  alignItems: "center",
  selectors: { "&::after": { content: '""', position: "absolute", inset: 0 } },
});
