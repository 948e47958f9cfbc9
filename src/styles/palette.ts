/**
 * The brand palette, written once: the site's theme (theme.css.ts), the emails' theme
 * (src/newsletter/styles/theme.ts), the PDFs, the guide covers and cards, the share images and
 * the icons read their colours here, through the helpers below for each notation.
 *
 * The accent is one line (`ACCENT`), its value and its name: every other accent shade is derived from it by role
 * (./accent-roles.ts), each reaching its WCAG ratio against the backgrounds it is drawn on. An
 * accent for which a role cannot reach its ratio stops `npm run assets`, the tests and the build
 * with the role and the ratio. A hand-picked shade goes in `ACCENT_OVERRIDES`, with its reason.
 * The contrast tests (test/unit/styles/, test/unit/newsletter/contrast.test.ts,
 * test/unit/scripts/generated-contrast.test.ts) check what ships: the built CSS, the emails, the
 * generated files. Words that name a colour (the email styles' descriptions, the owner's messages)
 * take the word from `colourNames`, so a new accent renames them too (test/unit/styles/colour-words.test.ts).
 */
import { deriveAccentRoles, type AccentGrounds, type AccentRoles } from "./accent-roles.ts";
import { channels } from "./contrast.ts";

export { AA_LARGE, AA_NON_TEXT, AA_TEXT, contrastRatio, relativeLuminance } from "./contrast.ts";

/** The brand accent, its value and the colour's name in words: the one line to change (docs/recipes.md). */
const ACCENT = { value: "#ff4d00", name: "orange" };

/** Hand-picked accent shades, each with the reason it is not derived (none today). */
const ACCENT_OVERRIDES: Partial<AccentRoles> = {};

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
  /** The Bold Header email's masthead band. */
  black: "#111111",
} as const;

/** What the colours the owner reads about are called, beside the values above. */
export interface ColourNames {
  accent: string;
  /** `neutral.surface`. */
  surface: string;
  /** `neutral.line`, also the fill of a video thumbnail's placeholder. */
  line: string;
  /** `neutral.black`. */
  black: string;
}

/** The names of the colours a sentence may name: it takes the word from here, never spells it. */
export const colourNames: Readonly<ColourNames> = { accent: ACCENT.name, surface: "white", line: "grey", black: "black" };

/**
 * The backgrounds accent text is drawn on besides the neutrals above: the speaker designs' and the
 * emails' own light and dark grounds (src/components/speaker/speaker-theme-values.ts,
 * src/newsletter/styles/, src/newsletter/email-document.ts). The roles are solved against all of them.
 */
const otherLightGrounds = ["#fbf6ef", "#fbfaf7", "#f2efe8", "#f6f7f9", "#f5f5f5", "#f8f5f0", "#fffdf8", "#f3efea", "#fbf3ee", "#ece7df", "#f2ece2", "#e9e9e9"];
const otherDarkGrounds = ["#17171d", "#1f1a17", "#2b2420", "#1a1a1a", "#262522", "#0e0f14", "#171922", "#1f2230", "#0f0f0f", "#262626", "#111111", "#000000"];

/** What the accent's roles are solved against. */
export const accentGrounds: AccentGrounds = {
  light: [neutral.surface, neutral.surfaceAlt, neutral.warm, ...otherLightGrounds],
  dark: [neutral.dark, neutral.darkSoft, neutral.ink, ...otherDarkGrounds],
  lightLabel: "#ffffff",
  darkLabel: neutral.dark,
  ink: neutral.ink,
};

/** Every accent shade, by role (see `AccentRoles` for what each is for). */
export const brand: Readonly<AccentRoles> = deriveAccentRoles(ACCENT.value, accentGrounds, ACCENT_OVERRIDES);

/** CSS (vanilla-extract) with transparency: `rgb(17 24 39 / 0.22)`. */
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
