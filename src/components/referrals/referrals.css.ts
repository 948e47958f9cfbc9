import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const copyRow = style({ display: "grid", gap: vars.space[2], marginBottom: vars.space[5] });
export const copyLabel = style({ fontWeight: 700 });
export const copyField = style({
  width: "100%",
  font: "inherit",
  padding: vars.space[3],
  border: `1px solid ${vars.color.inkSoft}`,
  borderRadius: "0.5rem",
  background: "white",
  color: "inherit",
  resize: "vertical",
});
export const count = style({ fontSize: vars.size["3xl"], fontWeight: 800, margin: 0 });
export const rewardList = style({ paddingLeft: vars.space[5] });
