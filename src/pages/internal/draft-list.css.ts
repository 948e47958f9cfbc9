import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const section = style({ display: "grid", gap: vars.space[3] });
export const heading = style({ margin: 0, fontSize: vars.size.lg, overflowWrap: "anywhere" });
