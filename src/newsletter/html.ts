/** Small builders for email markup, so every layout table is made the same (safe) way. */
import { escapeHtml } from "./inline-html.ts";

export type CssValue = string | number | false | undefined;

const UNITLESS = new Set(["fontWeight", "opacity"]);

export type CssProperties = Record<string, CssValue>;

/** Inline style text from camelCase properties ("MsFoo" for "-ms-foo"): numbers are px, false and undefined are left out. */
export function css(properties: CssProperties): string {
  return Object.entries(properties)
    .filter((entry): entry is [string, string | number] => entry[1] !== false && entry[1] !== undefined)
    .map(([name, value]) => {
      const property = name.replace(/[A-Z]/g, (c) => `-${c.toLowerCase()}`);
      const text = typeof value === "number" && !UNITLESS.has(name) && value !== 0 ? `${value}px` : String(value);
      return `${property}:${text}`;
    })
    .join(";");
}

type AttributeValue = string | number | false | undefined;

export function attributes(values: Record<string, AttributeValue>): string {
  return Object.entries(values)
    .filter(([, value]) => value !== false && value !== undefined && value !== "")
    .map(([name, value]) => ` ${name}="${escapeHtml(String(value))}"`)
    .join("");
}

export interface TableOptions {
  width?: string | number;
  align?: "left" | "center";
  bgcolor?: string;
  className?: string;
  style?: string;
}

/** A layout table: always role="presentation" and without spacing. */
export function table(rows: string, options: TableOptions = {}): string {
  const attrs = attributes({
    role: "presentation",
    width: options.width,
    align: options.align,
    cellpadding: 0,
    cellspacing: 0,
    border: 0,
    bgcolor: options.bgcolor,
    class: options.className,
    style: options.style,
  });
  return `<table${attrs}>${rows}</table>`;
}

/** A solid bar of colour (rules, accent marks) that Outlook draws at the exact height. */
export function bar(color: string, height: number, width?: number): string {
  const cell = `<td${attributes({
    height,
    width,
    bgcolor: color,
    style: css({
      height,
      width,
      backgroundColor: color,
      fontSize: 1,
      lineHeight: `${height}px`,
      msoLineHeightRule: "exactly",
    }),
  })}>&nbsp;</td>`;
  return table(`<tr>${cell}</tr>`, { width: width ?? "100%", className: "nl-bar" });
}

/** Vertical space that Outlook keeps at the exact height. */
export function spacer(height: number): string {
  return `<div style="${css({ height, lineHeight: `${height}px`, fontSize: 1, msoLineHeightRule: "exactly" })}">&nbsp;</div>`;
}
