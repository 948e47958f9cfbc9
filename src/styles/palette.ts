/**
 * The brand palette, written once: the site's theme (theme.css.ts), the emails' theme
 * (src/newsletter/styles/theme.ts), the PDFs, the guide covers and cards, the share images and
 * the icons read their colours here, through the helpers below for each notation.
 * Plain data with no imports, so the Node scripts (scripts/, build/) can load it too.
 * test/unit/styles/contrast.test.ts checks every text/background pair against WCAG AA.
 */
export const brand = {
  /** The brand orange: 3.3:1 on white, so decoration and large display accents only (and text on dark). */
  accent: "#ff4d00",
  /** The site's accent for text, links and button fills on light backgrounds (5.2:1 on white, white on it 5.2:1). */
  accentStrong: "#c2410c",
  /** Hover of `accentStrong`. */
  accentStronger: "#9a3412",
  /** Tinted panels behind dark text. */
  accentSoft: "#fff1ea",
  /** Hover of an `accent` button on a dark band. */
  accentHover: "#ff7433",
  /** The light end of the accent's glow rings. */
  accentGlow: "#ffb48a",
  /**
   * The emails' accent for text, links and buttons on white (5.3:1). A different shade from the
   * site's `accentStrong`: kept so that the emails render exactly as before; both pass AA.
   */
  accentEmailText: "#c43b00",
  /** The emails' accent for text on dark backgrounds (7.3:1 on #111111). */
  accentOnDark: "#ff7a3d",
  /** The issue pages' accent for labels and links on a dark callout. */
  accentPale: "#ffb089",
} as const;

/** Neutrals shared by the site, the PDFs and the images. */
export const neutral = {
  ink: "#111827",
  inkSoft: "#4b5563",
  line: "#e5e7eb",
  surface: "#ffffff",
  surfaceAlt: "#f8f7f5",
  dark: "#0b0b0f",
  darkSoft: "#1c1c22",
  onDark: "#f9fafb",
  onDarkSoft: "#c7c9d1",
  focus: "#1d4ed8",
  /** The cream of the guide covers and cards. */
  warm: "#f6efe6",
  /** Long text: the issue pages' body and the legal pages' paragraphs. */
  prose: "#1f2937",
  proseSoft: "#374151",
  /** Placeholders and field borders. */
  placeholder: "#6b7280",
  /** Form errors: text, the tint behind it, its border. */
  error: "#991b1b",
  errorTint: "#fef2f2",
  errorLine: "#fca5a5",
} as const;

function channels(hex: string): [number, number, number] {
  const match = /^#([0-9a-f]{2})([0-9a-f]{2})([0-9a-f]{2})$/i.exec(hex);
  if (!match) throw new Error(`Expected a #rrggbb colour, got "${hex}"`);
  return [Number.parseInt(match[1]!, 16), Number.parseInt(match[2]!, 16), Number.parseInt(match[3]!, 16)];
}

/** CSS (vanilla-extract) with transparency: `rgb(255 77 0 / 0.22)`. */
export function cssRgb(hex: string, alpha: number): string {
  return `rgb(${channels(hex).join(" ")} / ${alpha})`;
}

/** SVG attributes with transparency, in the form every renderer (sharp's librsvg too) reads: `rgba(17,24,39,.35)`. */
export function svgRgba(hex: string, alpha: number): string {
  return `rgba(${channels(hex).join(",")},${String(alpha).replace(/^0\./, ".")})`;
}

/** pdf-lib's `rgb(r, g, b)` takes 0..1 per channel: `rgb(...pdfRgb(brand.accent))`. Three decimals keep the PDFs' bytes stable. */
export function pdfRgb(hex: string): [number, number, number] {
  return channels(hex).map((value) => Math.round((value / 255) * 1000) / 1000) as [number, number, number];
}

function linear(value: number): number {
  const c = value / 255;
  return c <= 0.03928 ? c / 12.92 : ((c + 0.055) / 1.055) ** 2.4;
}

/** WCAG 2 relative luminance of a #rrggbb colour. */
export function relativeLuminance(hex: string): number {
  const [r, g, b] = channels(hex).map(linear);
  return 0.2126 * r! + 0.7152 * g! + 0.0722 * b!;
}

/** WCAG 2 contrast ratio between two colours, from 1 (none) to 21 (black on white). */
export function contrastRatio(a: string, b: string): number {
  const [light, dark] = [relativeLuminance(a), relativeLuminance(b)].sort((x, y) => y - x);
  return (light! + 0.05) / (dark! + 0.05);
}
