import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const band = style({ background: vars.color.dark, color: vars.color.onDark, padding: `${vars.space[9]} 0` });
export const inner = style({ maxWidth: "44rem", margin: "0 auto", padding: `0 ${vars.space[4]}`, textAlign: "center" });
export const title = style({ fontSize: vars.size["3xl"], fontWeight: 800, color: "#fff" });
export const text = style({ color: vars.color.onDarkSoft, fontSize: vars.size.lg, marginBottom: vars.space[6] });
