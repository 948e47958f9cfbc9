import { style } from "@vanilla-extract/css";
import { breakpoints, vars } from "../../styles/theme.css";

export const skipLink = style({
  position: "absolute",
  left: vars.space[4],
  top: "-10rem",
  zIndex: 100,
  padding: `${vars.space[2]} ${vars.space[4]}`,
  background: vars.color.ink,
  color: vars.color.onDark,
  borderRadius: vars.radius.sm,
  fontWeight: 600,
  selectors: { "&:focus": { top: vars.space[2], color: vars.color.onDark } },
});

export const header = style({
  position: "sticky",
  top: 0,
  zIndex: 50,
  background: "rgb(255 255 255 / 0.94)",
  backdropFilter: "saturate(180%) blur(8px)",
  borderBottom: `1px solid ${vars.color.line}`,
});

/** On the owner's pages the header scrolls away on a phone or tablet: pinned, it would cover his tools. */
export const headerOwner = style({
  position: "static",
  "@media": { [breakpoints.lg]: { position: "sticky" } },
});

export const headerInner = style({
  maxWidth: vars.width.content,
  margin: "0 auto",
  padding: `${vars.space[3]} ${vars.space[4]}`,
  display: "flex",
  alignItems: "center",
  gap: vars.space[3],
  flexWrap: "wrap",
  "@media": { [breakpoints.md]: { padding: `${vars.space[3]} ${vars.space[5]}`, flexWrap: "nowrap" } },
});

export const brand = style({
  fontFamily: vars.font.display,
  fontWeight: 800,
  fontSize: vars.size.lg,
  letterSpacing: "-0.02em",
  color: vars.color.ink,
  textDecoration: "none",
  marginRight: "auto",
  selectors: { "&:hover": { color: vars.color.ink } },
});

export const brandMark = style({ color: vars.color.accentMark });

export const nav = style({
  order: 3,
  width: "100%",
  "@media": { [breakpoints.md]: { order: 0, width: "auto" } },
});

export const navList = style({
  display: "flex",
  gap: vars.space[1],
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const navLink = style({
  display: "inline-block",
  padding: `${vars.space[2]} ${vars.space[3]}`,
  borderRadius: vars.radius.pill,
  color: vars.color.inkSoft,
  fontWeight: 600,
  fontSize: vars.size.sm,
  textDecoration: "none",
  minHeight: "44px",
  lineHeight: "28px",
  selectors: {
    "&:hover": { color: vars.color.ink, background: vars.color.surfaceAlt },
    '&[aria-current="page"]': { color: vars.color.accentStrong, background: vars.color.accentSoft },
  },
});

export const button = style({
  display: "inline-flex",
  alignItems: "center",
  justifyContent: "center",
  minHeight: "44px",
  padding: `${vars.space[2]} ${vars.space[4]}`,
  borderRadius: vars.radius.pill,
  background: vars.color.accentFill,
  color: "#fff",
  fontWeight: 700,
  fontSize: vars.size.sm,
  textDecoration: "none",
  whiteSpace: "nowrap",
  selectors: { "&:hover": { background: vars.color.accentFillHover, color: "#fff" } },
});

export const main = style({ display: "block", minHeight: "60vh" });

export const footer = style({
  marginTop: vars.space[8],
  background: vars.color.dark,
  color: vars.color.onDarkSoft,
  fontSize: vars.size.sm,
});

export const footerInner = style({
  maxWidth: vars.width.content,
  margin: "0 auto",
  padding: `${vars.space[6]} ${vars.space[4]}`,
  display: "flex",
  flexDirection: "column",
  gap: vars.space[4],
  "@media": {
    [breakpoints.md]: {
      flexDirection: "row",
      justifyContent: "space-between",
      alignItems: "center",
      padding: `${vars.space[6]} ${vars.space[5]}`,
    },
  },
});

export const footerList = style({
  display: "flex",
  flexWrap: "wrap",
  gap: `${vars.space[2]} ${vars.space[5]}`,
  listStyle: "none",
  margin: 0,
  padding: 0,
});

export const footerLink = style({
  color: vars.color.onDark,
  textDecoration: "none",
  display: "inline-block",
  padding: `${vars.space[2]} 0`,
  selectors: { "&:hover": { color: "#fff", textDecoration: "underline" } },
});

export const copyright = style({ margin: 0 });
