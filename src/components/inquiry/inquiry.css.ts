import { style, styleVariants } from "@vanilla-extract/css";
import { breakpoints, vars } from "../../styles/theme.css";
import { neutral } from "../../styles/palette";

/** Error colours: 7:1 text on its tint (as the signup forms). */
const { error: errorInk, errorTint, errorLine } = neutral;

export const page = style({ paddingBlock: vars.space[7], paddingInline: vars.space[4] });

export const inner = style({ maxWidth: vars.width.prose, marginInline: "auto", display: "grid", gap: vars.space[5] });

export const form = style({ display: "grid", gap: vars.space[5], textAlign: "start" });

export const fieldset = style({
  display: "grid",
  gap: vars.space[4],
  border: `1px solid ${vars.color.line}`,
  borderRadius: vars.radius.lg,
  padding: vars.space[4],
  margin: 0,
  minWidth: 0,
});

export const legend = style({ fontWeight: 700, fontSize: vars.size.lg, paddingInline: vars.space[2] });

export const pair = style({ display: "grid", gap: vars.space[4], "@media": { [breakpoints.sm]: { gridTemplateColumns: "1fr 1fr" } } });

export const field = style({ display: "grid", gap: vars.space[1], minWidth: 0 });

export const label = style({ fontWeight: 600, color: vars.color.ink });

export const hint = style({ fontWeight: 400, color: vars.color.inkSoft, fontSize: vars.size.sm });

const control = {
  width: "100%",
  minHeight: "3rem",
  padding: `${vars.space[3]} ${vars.space[4]}`,
  border: `1.5px solid ${neutral.placeholder}`,
  borderRadius: vars.radius.md,
  background: vars.color.surface,
  color: vars.color.ink,
  fontSize: vars.size.md,
  fontFamily: "inherit",
  selectors: {
    "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" },
    '&[aria-invalid="true"]': { borderColor: errorInk, background: errorTint },
  },
} as const;

export const input = style(control);
export const textarea = style({ ...control, minHeight: "9rem", resize: "vertical" });

export const check = style({ display: "flex", alignItems: "center", gap: vars.space[2], minHeight: "2.75rem", fontWeight: 500 });
export const checkbox = style({ width: "1.25rem", height: "1.25rem", accentColor: vars.color.accentStrong });

export const radios = style({ display: "flex", flexWrap: "wrap", gap: vars.space[2], border: 0, padding: 0, margin: 0, minWidth: 0 });
export const radioLegend = style([label, { padding: 0, marginBlockEnd: vars.space[1] }]);
export const radio = style({
  display: "inline-flex",
  alignItems: "center",
  gap: vars.space[2],
  minHeight: "2.75rem",
  paddingInline: vars.space[3],
  border: `1.5px solid ${vars.color.line}`,
  borderRadius: vars.radius.md,
});

export const error = style({ color: errorInk, fontWeight: 600, fontSize: vars.size.sm, margin: 0 });

export const summary = style({
  border: `2px solid ${errorLine}`,
  background: errorTint,
  color: errorInk,
  borderRadius: vars.radius.md,
  padding: vars.space[4],
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" } },
});
export const alertText = style({
  margin: 0,
  selectors: { "& + &": { marginTop: vars.space[2] }, "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" } },
});
export const summaryTitle = style({ margin: 0, fontSize: vars.size.md, fontWeight: 700 });
export const summaryList = style({ margin: `${vars.space[2]} 0 0`, paddingInlineStart: vars.space[5] });
export const summaryLink = style({ color: errorInk, textDecoration: "underline" });

export const submit = style({
  justifySelf: "start",
  minHeight: "3rem",
  padding: `${vars.space[3]} ${vars.space[6]}`,
  border: "none",
  borderRadius: vars.radius.md,
  background: vars.color.accentFill,
  color: "#ffffff",
  fontSize: vars.size.md,
  fontWeight: 700,
  cursor: "pointer",
  selectors: { "&:focus-visible": { outline: `3px solid ${vars.color.focus}`, outlineOffset: "2px" }, "&:disabled": { opacity: 0.7, cursor: "progress" } },
});

export const honeypot = style({ position: "absolute", left: "-10000px", width: "1px", height: "1px", overflow: "hidden" });

export const orEmail = style({ color: vars.color.inkSoft });
export const link = style({ color: vars.color.accentStronger, fontWeight: 600 });

export const counter = styleVariants({
  normal: { color: vars.color.inkSoft, fontSize: vars.size.xs },
  over: { color: errorInk, fontSize: vars.size.xs, fontWeight: 700 },
});

/** The check's note and widget, beside the button: the summary's colours, so it reads as a step to take. */
export const challengeBox = style({
  display: "grid",
  gap: vars.space[3],
  border: `2px solid ${errorLine}`,
  background: errorTint,
  color: errorInk,
  borderRadius: vars.radius.md,
  padding: vars.space[4],
  selectors: { "&[hidden]": { display: "none" } },
});

/** Turnstile's widget when the server asked for the check: its own size, never wider than the form. */
export const challenge = style({ maxWidth: "100%", minHeight: 0, overflow: "hidden" });
