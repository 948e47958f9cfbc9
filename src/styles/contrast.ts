import { must } from "../must.ts";
/** WCAG 2 contrast maths on #rrggbb colours (no imports: the Node scripts, the build and the bundles all load it). */

/** The #rrggbb colour's channels, 0..255. */
export function channels(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Expected a #rrggbb colour, got "${hex}"`);
  return [Number.parseInt(must(match[1]), 16), Number.parseInt(must(match[2]), 16), Number.parseInt(must(match[3]), 16)];
}

function linear(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2 relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map(linear);
  return 0.2126 * must(r) + 0.7152 * must(g) + 0.0722 * must(b);
}

/** WCAG 2 contrast ratio between two colours, from 1 (none) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (must(light) + 0.05) / (must(dark) + 0.05);
}

/** WCAG 2.x AA: 4.5:1 for normal text; 3:1 for large text (24px, or 18.66px bold) and the parts of a control or a graphic. */
export const AA_TEXT = 4.5;
export const AA_LARGE = 3;
/** WCAG 2.2's 1.4.11 (non-text contrast): a control's edge and a graphic's parts against what is next to them. */
export const AA_NON_TEXT = 3;
