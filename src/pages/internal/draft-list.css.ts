import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const section = style({ display: "grid", gap: vars.space[3] });
export const heading = style({ margin: 0, fontSize: vars.size.lg, overflowWrap: "anywhere" });
export const inline = style({ display: "inline", margin: 0 });
/** A row of actions (a form's button and links) that wraps on a phone. */
export const actions = style({ display: "flex", flexWrap: "wrap", alignItems: "center", gap: vars.space[3], margin: 0 });
export const deletedNotice = style({ display: "grid", gap: vars.space[3] });
