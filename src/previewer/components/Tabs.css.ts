import { style } from "@vanilla-extract/css";
import { breakpoints, vars } from "../../styles/theme.css";

export const tablist = style({ display: "flex", gap: vars.space[1], overflowX: "auto" });

export const tab = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[2],
  minHeight: "48px",
  padding: `0 ${vars.space[2]}`,
  border: 0,
  borderBottom: "3px solid transparent",
  background: "transparent",
  color: vars.color.inkSoft,
  fontWeight: 700,
  fontSize: vars.size.xs,
  whiteSpace: "nowrap",
  cursor: "pointer",
  selectors: {
    "&:hover": { color: vars.color.ink },
    '&[aria-selected="true"]': { color: vars.color.ink, borderBottomColor: vars.color.accentMark },
    "&:focus-visible": { outlineOffset: "-3px" },
  },
  "@media": { [breakpoints.sm]: { padding: `0 ${vars.space[3]}`, fontSize: vars.size.sm } },
});

export const badge = style({
  minWidth: "1.5rem",
  padding: "0 0.4rem",
  borderRadius: vars.radius.pill,
  background: "#fee2e2",
  color: "#991b1b",
  fontSize: vars.size.xs,
  lineHeight: "1.4rem",
  textAlign: "center",
});

export const badgeOk = style([badge, { background: "#dcfce7", color: "#166534" }]);
