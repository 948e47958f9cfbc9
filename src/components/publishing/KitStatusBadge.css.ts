import { style, styleVariants } from "@vanilla-extract/css";
import { vars } from "../../styles/theme.css";

export const status = style({ display: "grid", gap: vars.space[1], margin: 0, fontSize: vars.size.sm, overflowWrap: "anywhere" });

const badge = style({ justifySelf: "start", padding: `0 ${vars.space[2]}`, borderRadius: vars.radius.md, border: "1px solid", fontWeight: 700 });

// Dark text on a pale ground: every pair is well above 4.5:1 (WCAG AA); the words carry the meaning.
export const tone = styleVariants({
  done: [badge, { background: "#f0fdf4", borderColor: "#86efac", color: "#14532d" }],
  pending: [badge, { background: "#fefce8", borderColor: "#fde047", color: "#713f12" }],
  problem: [badge, { background: "#fef2f2", borderColor: "#fca5a5", color: "#7f1d1d" }],
  neutral: [badge, { background: "#f1f5f9", borderColor: "#cbd5e1", color: "#1e293b" }],
});

export const detail = style({ margin: 0 });

export const link = style({ color: "inherit", fontWeight: 700, textUnderlineOffset: "0.15em" });
