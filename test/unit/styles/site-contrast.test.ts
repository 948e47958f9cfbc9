import { describe, expect, it } from "vitest";
import { speakerThemeValues } from "../../../src/components/speaker/speaker-theme-values";
import { AA_LARGE, AA_NON_TEXT, AA_TEXT, brand, contrastRatio, neutral } from "../../../src/styles/palette.ts";
import { siteColors, vars } from "../../../src/styles/theme.css";
import { FIELD_EDGE } from "../../../src/styles/fields.css";
import { SERIES_COLORS } from "../../../src/pages/internal-stats-chart";

type Pair = [what: string, text: string, background: string, minimum: number];

const white = neutral.surface;
const lightBackgrounds = { "the page": neutral.surface, "the alternate sections": neutral.surfaceAlt, "tinted panels": siteColors.accentSoft } as const;

/** The site's light design: pages, cards, tinted panels (theme.css.ts and the components on it), by role. */
const lightDesign: Pair[] = Object.entries(lightBackgrounds)
  .flatMap(([on, background]): Pair[] => [
    [`body text on ${on}`, neutral.ink, background, AA_TEXT],
    [`secondary text on ${on}`, neutral.inkSoft, background, AA_TEXT],
    [`links and labels (accentStrong) on ${on}`, siteColors.accentStrong, background, AA_TEXT],
    [`hovered links (accentStronger) on ${on}`, siteColors.accentStronger, background, AA_TEXT],
    [`large display text and marks (accentMark) on ${on}`, siteColors.accentMark, background, AA_LARGE],
  ])
  .concat([
    ["button labels on the accent fill", white, siteColors.accentFill, AA_TEXT],
    ["button labels on the hovered accent fill", white, siteColors.accentFillHover, AA_TEXT],
    ["the 'not for you' mark on its chip", neutral.inkSoft, "#eef0f3", AA_TEXT],
    ["the issue pages' body text", neutral.prose, white, AA_TEXT],
    ["the issue archive's hooks and the legal pages' paragraphs", neutral.proseSoft, white, AA_TEXT],
    ["placeholders in form fields", neutral.placeholder, white, AA_TEXT],
    ["form errors on the page", neutral.error, white, AA_TEXT],
    ["form errors on their tint", neutral.error, neutral.errorTint, AA_TEXT],
    ["focus outlines as text colour", neutral.focus, white, AA_TEXT],
  ]);

/** What identifies a control or a chart's series, against its ground (AA_NON_TEXT). */
const nonTextParts: Pair[] = [
  ...Object.entries(lightBackgrounds).map(([on, background]): Pair => [`field edges on ${on}`, FIELD_EDGE, background, AA_NON_TEXT]),
  ...Object.entries(SERIES_COLORS).map(([series, colour]): Pair => [`the stats chart's ${series} bars on white`, colour, white, AA_NON_TEXT]),
];

const darkBackgrounds = { "the dark bands": neutral.dark, "cards on dark bands": neutral.darkSoft, "the skip link and plain bands": neutral.ink } as const;

/** The site's dark design: the course hero, speaker bands, the issue pages' dark callouts, by role. */
const darkDesign: Pair[] = Object.entries(darkBackgrounds)
  .flatMap(([on, background]): Pair[] => [
    [`text on ${on}`, neutral.onDark, background, AA_TEXT],
    [`secondary text on ${on}`, neutral.onDarkSoft, background, AA_TEXT],
    [`accent text, labels and links (accentOnDark) on ${on}`, siteColors.accentOnDark, background, AA_TEXT],
  ])
  .concat([
    ["dark button labels on the bright accent fill", neutral.dark, siteColors.accentFillBright, AA_TEXT],
    ["dark button labels on the hovered bright accent fill", neutral.dark, siteColors.accentFillBrightHover, AA_TEXT],
  ]);

describe.each([
  ["light", lightDesign],
  ["dark", darkDesign],
  ["non-text", nonTextParts],
])("the site's %s design", (_, pairs) => {
  it.each(pairs)("meets WCAG AA for %s", (_what, text, background, minimum) => {
    expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(minimum);
  });
});

describe("the site's accent tokens", () => {
  it("are the palette's roles, so the theme draws what the solver checked", () => {
    for (const [token, value] of Object.entries(siteColors)) if (token.startsWith("accent")) expect(value, token).toBe(brand[token as keyof typeof brand]);
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
    ["text on the band", c.text, c.bg, AA_TEXT],
    ["secondary text on the band", c.textSoft, c.bg, AA_TEXT],
    ["text on cards", c.text, c.surface, AA_TEXT],
    ["secondary text on cards", c.textSoft, c.surface, AA_TEXT],
    ["links and labels on the band", c.accentText, c.bg, AA_TEXT],
    ["links and labels on cards", c.accentText, c.surface, AA_TEXT],
    ["button labels", c.buttonText, c.buttonBg, AA_TEXT],
    ["button labels on hover", c.buttonText, c.buttonHover, AA_TEXT],
    ["display numbers and marks", c.accentDecor, c.bg, AA_LARGE],
  ];
}

describe.each(Object.entries(speakerThemeValues))("the speaker page's %s design", (_, design) => {
  it.each([
    ...speakerPairs(design.color).map(([what, ...rest]): Pair => [`${what} (light band)`, ...rest]),
    ...speakerPairs(design.inverse).map(([what, ...rest]): Pair => [`${what} (inverse band)`, ...rest]),
  ])("meets WCAG AA for %s", (_what, text, background, minimum) => {
    expect(text).toMatch(/^#[0-9a-f]{6}$/i);
    expect(contrastRatio(text, background)).toBeGreaterThanOrEqual(minimum);
  });
});
