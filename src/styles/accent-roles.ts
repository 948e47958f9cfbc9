/**
 * The accent's shades by role, derived from the one accent colour in ./palette.ts by a contrast
 * solver: each role keeps the accent's hue and chroma (in OKLCH, gamut-mapped to sRGB by culori)
 * and searches the lightness nearest the accent's own that reaches the role's WCAG ratio against
 * every background the role is drawn on. An accent for which a role cannot reach its ratio throws,
 * naming the role, the ratio and the best it got, so the build and `npm run assets` stop there.
 *
 * Node and build time only: the site's and the emails' bundles get the solved shades as literals
 * (build/accent-roles-plugin.ts replaces this module with a `deriveAccentRoles` that returns them),
 * so culori never reaches a browser or the worker. Bundled code may import only `deriveAccentRoles`
 * (and types) from here; `accentRoleRequirements` is for the tests and the Node scripts.
 */
import { clampChroma, formatHex, oklch, type Oklch } from "culori";
import { AA_LARGE, AA_TEXT, contrastRatio } from "./contrast.ts";
import { must } from "../must.ts";

/** The backgrounds and labels the accent's roles are drawn against (from the palette). */
export interface AccentGrounds {
  /** Every light background accent text sits on: the site's, the speaker designs', the emails', the covers' (the tint is added here). */
  light: readonly string[];
  /** Every dark background accent text sits on: the site's bands, the speaker designs' dark bands, the emails' dark parts. */
  dark: readonly string[];
  /** The light label drawn on an accent fill (white) and the dark one. */
  lightLabel: string;
  darkLabel: string;
  /** Body text, which must stay readable on the tint. */
  ink: string;
}

/** Every accent shade, by role. */
export interface AccentRoles {
  /** The accent itself: bars, rules, borders, the icon's glyph, shapes at low opacity. Decoration only; never text. */
  accent: string;
  /** Text, links and labels on light backgrounds (4.5:1 on every light ground and on the tint). */
  accentStrong: string;
  /** Hovered text on light backgrounds: a step darker than `accentStrong`. */
  accentStronger: string;
  /** Text, links, labels and marks on dark backgrounds (4.5:1 on every dark ground). */
  accentOnDark: string;
  /** A fill behind light (white) labels: buttons on light pages (4.5:1 with the label). */
  accentFill: string;
  /** Hover of `accentFill`: a step darker. */
  accentFillHover: string;
  /** A fill behind dark labels: buttons on dark bands, accent bands and covers with dark text (4.5:1 with the label). */
  accentFillBright: string;
  /** Hover of `accentFillBright`, and cards on an accent band: a step lighter. */
  accentFillBrightHover: string;
  /** Large display text and marks on light backgrounds (3:1 on every light ground). */
  accentMark: string;
  /** Tinted panels behind dark text. */
  accentSoft: string;
  /** The light end of the glow rings around a portrait (decoration). */
  accentGlow: string;
}

type Direction = "darker" | "lighter";

/** The accent's hue and chroma at lightness `l`, brought into sRGB. */
function shadeAt(base: Oklch, l: number, chroma = base.c): string {
  return formatHex(clampChroma({ ...base, l: Math.min(1, Math.max(0, l)), c: chroma }, "oklch"));
}

function lowest(hex: string, against: readonly string[]): number {
  return Math.min(...against.map((background) => contrastRatio(hex, background)));
}

function refuse(role: keyof AccentRoles, ratio: number, against: readonly string[], best: number, accent: string): never {
  throw new Error(
    `The accent ${accent} gives no shade for the role "${role}" that reaches ${ratio}:1 against ${against.join(", ")} (the best reaches ${best.toFixed(2)}:1). Pick another accent, or set a hand-picked "${role}" in src/styles/palette.ts with the reason beside it.`,
  );
}

/**
 * The shade of `from`'s hue and chroma nearest its own lightness that reaches `ratio` against every
 * colour in `against`, searching `direction`; `from` itself when it already does.
 */
function solve(role: keyof AccentRoles, from: string, against: readonly string[], ratio: number, direction: Direction, accent: string): string {
  const passes = (hex: string) => lowest(hex, against) >= ratio;
  if (passes(from)) return from;
  const base = must(oklch(from));
  const start = base.l;
  let good = direction === "darker" ? 0 : 1;
  if (!passes(shadeAt(base, good))) refuse(role, ratio, against, lowest(shadeAt(base, good), against), accent);
  let bad = start;
  for (let step = 0; step < 32; step += 1) {
    const middle = (good + bad) / 2;
    if (passes(shadeAt(base, middle))) good = middle;
    else bad = middle;
  }
  return shadeAt(base, good);
}

/** A step of `delta` in OKLCH lightness from `from`, keeping its hue and chroma. */
function step(from: string, delta: number): string {
  const base = must(oklch(from));
  return shadeAt(base, base.l + delta);
}

/** What each role must reach, against what: the check every derived or hand-picked shade passes. */
export function accentRoleRequirements(roles: AccentRoles, grounds: AccentGrounds): { role: keyof AccentRoles; ratio: number; against: string[] }[] {
  const light = [...grounds.light, roles.accentSoft];
  return [
    { role: "accentStrong", ratio: AA_TEXT, against: light },
    { role: "accentStronger", ratio: AA_TEXT, against: light },
    { role: "accentOnDark", ratio: AA_TEXT, against: [...grounds.dark] },
    { role: "accentFill", ratio: AA_TEXT, against: [grounds.lightLabel] },
    { role: "accentFillHover", ratio: AA_TEXT, against: [grounds.lightLabel] },
    { role: "accentFillBright", ratio: AA_TEXT, against: [grounds.darkLabel] },
    { role: "accentFillBrightHover", ratio: AA_TEXT, against: [grounds.darkLabel] },
    { role: "accentMark", ratio: AA_LARGE, against: light },
    { role: "accentSoft", ratio: AA_TEXT, against: [grounds.ink] },
  ];
}

/**
 * Every accent shade from the one accent. `overrides` are hand-picked shades (each with its
 * reason beside it in the palette); they are held to the same ratios as the derived ones.
 */
export function deriveAccentRoles(accent: string, grounds: AccentGrounds, overrides: Partial<AccentRoles> = {}): AccentRoles {
  const base = oklch(accent);
  if (!base || !/^#[0-9a-f]{6}$/i.test(accent)) throw new Error(`The accent must be a #rrggbb colour, got "${accent}"`);
  const hex = accent.toLowerCase();
  // The tint and the glow keep the hue with little chroma: a pale wash, whatever the accent's lightness.
  const accentSoft = overrides.accentSoft ?? shadeAt(base, 0.965, Math.min(base.c, 0.02));
  const light = [...grounds.light, accentSoft];
  const accentStrong = overrides.accentStrong ?? solve("accentStrong", hex, light, AA_TEXT, "darker", hex);
  const accentFill = overrides.accentFill ?? solve("accentFill", hex, [grounds.lightLabel], AA_TEXT, "darker", hex);
  const accentFillBright = overrides.accentFillBright ?? solve("accentFillBright", hex, [grounds.darkLabel], AA_TEXT, "lighter", hex);
  const roles: AccentRoles = {
    accent: hex,
    accentStrong,
    accentStronger: overrides.accentStronger ?? step(accentStrong, -0.08),
    accentOnDark: overrides.accentOnDark ?? solve("accentOnDark", hex, grounds.dark, AA_TEXT, "lighter", hex),
    accentFill,
    accentFillHover: overrides.accentFillHover ?? step(accentFill, -0.07),
    accentFillBright,
    accentFillBrightHover: overrides.accentFillBrightHover ?? step(accentFillBright, 0.06),
    accentMark: overrides.accentMark ?? solve("accentMark", hex, light, AA_LARGE, "darker", hex),
    accentSoft,
    accentGlow: overrides.accentGlow ?? shadeAt(base, 0.84, Math.min(base.c, 0.11)),
  };
  for (const { role, ratio, against } of accentRoleRequirements(roles, grounds)) {
    const reached = lowest(roles[role], against);
    if (reached < ratio) refuse(role, ratio, against, reached, accent);
  }
  return roles;
}
