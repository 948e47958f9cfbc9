import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ogImageSvg, PORTRAIT_ACCENTS, portraitInRoles } from "../../../scripts/assets/guide-images.mts";
import { brand } from "../../../src/styles/palette";

const portrait = readFileSync(join(import.meta.dirname, "../../../public/images/portrait.svg"), "utf8");

/** Hue (degrees) and saturation (0..1, HSL) of a #rrggbb colour. */
function hueAndSaturation(hex: string): { hue: number; saturation: number } {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255) as [number, number, number];
  const max = Math.max(r, g, b);
  const min = Math.min(r, g, b);
  const delta = max - min;
  const lightness = (max + min) / 2;
  const saturation = delta === 0 ? 0 : delta / (1 - Math.abs(2 * lightness - 1));
  const hue = delta === 0 ? 0 : max === r ? (60 * ((g - b) / delta) + 360) % 360 : max === g ? 60 * ((b - r) / delta + 2) : 60 * ((r - g) / delta + 4);
  return { hue, saturation };
}

/** An accent orange of the drawing: hue 10 to 40 degrees, strongly saturated (the skin tones are not). */
const isAccentOrange = (hex: string) => {
  const { hue, saturation } = hueAndSaturation(hex);
  return hue >= 10 && hue <= 40 && saturation >= 0.75;
};

describe("the portrait on the default share card", () => {
  const colours = [...new Set([...portrait.matchAll(/#[0-9a-f]{6}\b/gi)].map((match) => match[0].toLowerCase()))];

  it("maps every accent orange of the hand-drawn portrait to a palette role", () => {
    const oranges = colours.filter(isAccentOrange);
    expect(oranges.length).toBeGreaterThan(0);
    expect(
      oranges.filter((hex) => !(hex in PORTRAIT_ACCENTS)),
      "public/images/portrait.svg holds oranges PORTRAIT_ACCENTS (scripts/assets/guide-images.mts) does not map to a role",
    ).toEqual([]);
  });

  it("is drawn in the roles' shades: none of the drawing's own oranges reaches the card", () => {
    const drawn = portraitInRoles(portrait).toLowerCase();
    for (const [hex, role] of Object.entries(PORTRAIT_ACCENTS)) {
      if (brand[role].toLowerCase() !== hex) expect(drawn).not.toContain(hex);
      expect(drawn).toContain(brand[role].toLowerCase());
    }
    const card = ogImageSvg(portrait);
    const embedded = Buffer.from(/data:image\/svg\+xml;base64,([^"]+)"/.exec(card)![1]!, "base64").toString("utf8");
    expect(embedded).toBe(portraitInRoles(portrait));
  });
});
