import { globalStyle, style } from "@vanilla-extract/css";
import { breakpoints, vars } from "../../styles/theme.css";

export const details = style({
  background: vars.color.surface,
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
  transition: "border-color 160ms ease, box-shadow 160ms ease",
  selectors: {
    "&[open]": { borderColor: vars.color.accentStrong, boxShadow: vars.shadow.card },
    "& + &": { marginTop: vars.space[3] },
  },
});

export const summary = style({
  display: "flex",
  alignItems: "center",
  gap: vars.space[4],
  minHeight: "56px",
  padding: `${vars.space[4]} ${vars.space[5]}`,
  cursor: "pointer",
  listStyle: "none",
  borderRadius: vars.radius.md,
  selectors: {
    "&::-webkit-details-marker": { display: "none" },
    "&:hover": { background: vars.color.surfaceAlt },
    "&:focus-visible": { outlineOffset: "-3px" },
  },
});

export const summaryText = style({ flex: 1, minWidth: 0 });

export const chevron = style({
  flexShrink: 0,
  width: "2rem",
  height: "2rem",
  padding: "0.375rem",
  borderRadius: "999px",
  background: vars.color.accentSoft,
  color: vars.color.accentStrong,
  transition: "transform 200ms ease",
});

globalStyle(`${details}[open] > ${summary} ${chevron}`, { transform: "rotate(180deg)" });

export const panel = style({
  padding: `0 ${vars.space[5]} ${vars.space[5]}`,
  color: vars.color.inkSoft,
  "@media": { [breakpoints.md]: { paddingRight: vars.space[8] } },
});
