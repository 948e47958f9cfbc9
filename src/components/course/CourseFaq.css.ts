import { style } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const faq = style({ maxWidth: "48rem" });
export const question = style({ fontWeight: 700, fontSize: vars.size.md, color: vars.color.ink });
export const answer = style({ margin: 0 });
