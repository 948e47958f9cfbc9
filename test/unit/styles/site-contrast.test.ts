import { describe, expect, it } from "vitest";
import { speakerThemeValues } from "../../../src/components/speaker/speaker-theme-values";
import { brand, contrastRatio, neutral } from "../../../src/styles/palette.ts";
import { siteColors, vars } from "../../../src/styles/theme.css";

/** WCAG 2.x AA: 4.5:1 for normal text, 3:1 for large text (24px, or 18.66px bold) and display accents. */
const AA_NORMAL = 4.5;
const AA_LARGE = 3;

type Pair = [what: string, text: string, background: string, minimum: number];

const white = neutral.surface;
const lightBackgrounds = { "the page": neutral.surface, "the alternate sections": neutral.surfaceAlt, "tinted panels": brand.accentSoft } as const;

/** The site's light design: pages, cards, tinted panels (theme.css.ts and the components on it). */
const lightDesign: Pair[] = Object.entries(lightBackgrounds).flatMap(([on, background]): Pair[] => [
  [`body text on ${on}`, neutral.ink, background, AA_NORMAL],
  [`secondary text on ${on}`, neutral.inkSoft, background, AA_NORMAL],
  [`links and labels on ${on}`, brand.accentStrong, background, AA_NORMAL],
  [`hovered links on ${on}`, brand.accentStronger, background, AA_NORMAL],
  [`the brand orange as large display text on ${on}`, brand.accent, background, AA_LARGE],
]).concat([
  ["button labels on the accent fill", white, brand.accentStrong, AA_NORMAL],
  ["button labels on the hovered accent fill", white, brand.accentStronger, AA_NORMAL],
  ["the 'not for you' mark on its chip", neutral.inkSoft, "#eef0f3", AA_NORMAL],
  ["the issue pages' body text", neutral.prose, white, AA_NORMAL],
  ["the issue archive's hooks and the legal pages' paragraphs", neutral.proseSoft, white, AA_NORMAL],
  ["placeholders in form fields", neutral.placeholder, white, AA_NORMAL],
  ["form errors on the page", neutral.error, white, AA_NORMAL],
  ["form errors on their tint", neutral.error, neutral.errorTint, AA_NORMAL],
  ["the stats page's signup figures", brand.accentStrong, white, AA_NORMAL],
  ["focus outlines as text colour", neutral.focus, white, AA_NORMAL],
]);

const darkBackgrounds = { "the dark bands": neutral.dark, "cards on dark bands": neutral.darkSoft } as const;

/** The site's dark design: the header band, course hero, speaker bands, the issue pages' dark callouts. */
const darkDesign: Pair[] = Object.entries(darkBackgrounds).flatMap(([on, background]): Pair[] => [
  [`text on ${on}`, neutral.onDark, background, AA_NORMAL],
  [`secondary text on ${on}`, neutral.onDarkSoft, background, AA_NORMAL],
  [`the brand orange as text on ${on}`, brand.accent, background, AA_NORMAL],
  [`the issue pages' labels and links on ${on}`, brand.accentPale, background, AA_NORMAL],
]).concat([
  ["dark button labels on the brand orange", neutral.dark, brand.accent, AA_NORMAL],
  ["dark button labels on the hovered brand orange", neutral.dark, brand.accentHover, AA_NORMAL],
]);

describe.each([
  ["light", lightDesign],
  ["dark", darkDesign],
])("the site's %s design", (_, pairs) => {
  it.each(pairs)("meets WCAG AA for %s", (_what, text, background, minimum) => {
    expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(minimum);
  });
});

describe("the brand accent", () => {
  it("is too light for normal text on white, which is why text uses the strong shades", () => {
    expect(contrastRatio(brand.accent, white)).toBeLessThan(AA_NORMAL);
  });

  it("has strong shades for the site and the emails that both pass AA on white", () => {
    expect(contrastRatio(brand.accentStrong, white)).toBeGreaterThanOrEqual(AA_NORMAL);
    expect(contrastRatio(brand.accentEmailText, white)).toBeGreaterThanOrEqual(AA_NORMAL);
  });
});

/** A speaker design's value as #rrggbb: its own literal, or the site token it names (`vars.color.x`). */
const siteHexOf = new Map<string, string>(Object.entries(vars.color).map(([key, reference]) => [reference, siteColors[key as keyof typeof siteColors]]));
const hex = (value: string) => siteHexOf.get(value) ?? value;

type SpeakerPalette = Record<"bg" | "surface" | "text" | "textSoft" | "accentText" | "accentDecor" | "buttonBg" | "buttonText" | "buttonHover", string>;

/** The text/background pairs the speaker components draw with one palette (a design's light or inverse band). */
function speakerPairs(palette: SpeakerPalette): Pair[] {
  const c = Object.fromEntries(Object.entries(palette).map(([key, value]) => [key, hex(value)])) as Record<keyof SpeakerPalette, string>;
  return [
    ["text on the band", c.text, c.bg, AA_NORMAL],
    ["secondary text on the band", c.textSoft, c.bg, AA_NORMAL],
    ["text on cards", c.text, c.surface, AA_NORMAL],
    ["secondary text on cards", c.textSoft, c.surface, AA_NORMAL],
    ["links and labels on the band", c.accentText, c.bg, AA_NORMAL],
    ["links and labels on cards", c.accentText, c.surface, AA_NORMAL],
    ["button labels", c.buttonText, c.buttonBg, AA_NORMAL],
    ["button labels on hover", c.buttonText, c.buttonHover, AA_NORMAL],
    ["display numbers and marks", c.accentDecor, c.bg, AA_LARGE],
  ];
}

describe.each(Object.entries(speakerThemeValues))("the speaker page's %s design", (_, design) => {
  it.each([...speakerPairs(design.color).map(([what, ...rest]): Pair => [`${what} (light band)`, ...rest]), ...speakerPairs(design.inverse).map(([what, ...rest]): Pair => [`${what} (inverse band)`, ...rest])])(
    "meets WCAG AA for %s",
    (_what, text, background, minimum) => {
      expect(text).toMatch(/^#[0-9a-f]{6}$/i);
      expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(minimum);
    },
  );
});
