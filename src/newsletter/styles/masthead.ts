/** Pieces the designs' mastheads are built from. */
import { headingCss } from "../context.ts";
import { attributes, css } from "../html.ts";
import type { HeadingStyle, MastheadInput } from "./theme.ts";

export function mastheadRow(content: string, padding: string, extra: { bgcolor?: string; align?: "center" } = {}): string {
  const attrs = attributes({ bgcolor: extra.bgcolor, align: extra.align, style: css({ padding, backgroundColor: extra.bgcolor }) });
  return `<tr><td${attrs}>${content}</td></tr>`;
}

/** The newsletter name, the email's only <h1>. */
export function title({ theme, name }: MastheadInput, heading: HeadingStyle, color = theme.colors.heading): string {
  const classes = [heading.size > 32 && "nl-title-large", color === theme.colors.heading && "nl-heading"].filter(Boolean);
  const classAttribute = classes.length > 0 ? ` class="${classes.join(" ")}"` : "";
  return `<h1${classAttribute} style="${headingCss(theme, heading, color)}">${name}</h1>`;
}

export function hookLine({ theme, hook }: MastheadInput, heading: HeadingStyle, color = theme.colors.heading, className = "nl-heading"): string {
  const classAttribute = className ? ` class="${className}"` : "";
  return `<p${classAttribute} style="${headingCss(theme, { lineHeight: 1.4, ...heading }, color)}">${hook}</p>`;
}
