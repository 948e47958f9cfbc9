import { readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { ogImageSvg } from "../../../scripts/assets/guide-images.mts";
import { PORTRAIT_OWN_COLOURS, portraitSvg } from "../../../scripts/assets/portrait.mts";
import { type AccentRoles, deriveAccentRoles } from "../../../src/styles/accent-roles";
import { accentGrounds, brand, neutral } from "../../../src/styles/palette";
import { must } from "../../../src/must.ts";

/** Every colour the drawing paints with (fills, strokes, gradient stops), as written. */
const paints = (svg: string) => [...new Set([...svg.matchAll(/\b(?:fill|stroke|stop-color)="([^"]+)"/g)].map((match) => must(match[1]).toLowerCase()))];

/** HSL saturation (0..1) of a #rrggbb colour: the accent's shades are strongly saturated, skin and cloth are not. */
function saturation(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((at) => Number.parseInt(hex.slice(at, at + 2), 16) / 255) as [number, number, number];
  const [max, min] = [Math.max(r, g, b), Math.min(r, g, b)];
  const lightness = (max + min) / 2;
  return max === min ? 0 : (max - min) / (1 - Math.abs(2 * lightness - 1));
}

const roleShades = (roles: Readonly<AccentRoles>) => new Set(Object.values(roles).map((hex) => hex.toLowerCase()));
const ownShades = new Set([...Object.values(PORTRAIT_OWN_COLOURS), ...Object.values(neutral), "#fff"].map((hex) => hex.toLowerCase()));

describe("the portrait (public/images/portrait.svg)", () => {
  const drawn = portraitSvg();

  it("is the committed file: `npm run assets` draws it", () => {
    expect(readFileSync(join(import.meta.dirname, "../../../public/images/portrait.svg"), "utf8")).toBe(drawn);
  });

  it("paints only with the palette's accent roles, its neutrals and the drawing's named own colours", () => {
    const roles = roleShades(brand);
    const strays = paints(drawn).filter((paint) => !paint.startsWith("url(#") && paint !== "none" && !roles.has(paint) && !ownShades.has(paint));
    expect(strays, "colours in scripts/assets/portrait.mts that are neither a role of brand nor in PORTRAIT_OWN_COLOURS").toEqual([]);
    expect(paints(drawn).filter((paint) => roles.has(paint)).length).toBeGreaterThan(0);
  });

  it("keeps no accent-like colour of its own: each own colour is muted (HSL saturation under 0.75)", () => {
    for (const [name, hex] of Object.entries(PORTRAIT_OWN_COLOURS)) expect(saturation(hex), `PORTRAIT_OWN_COLOURS.${name} ${hex}`).toBeLessThan(0.75);
  });

  it("follows a new accent: drawn for a blue accent, every accent part holds one of the blue's roles", () => {
    const blue = deriveAccentRoles(brand.accent === "#1d4ed8" ? "#b23a00" : "#1d4ed8", accentGrounds);
    const redrawn = portraitSvg(blue);
    expect(redrawn).not.toBe(drawn);
    const accentParts = paints(redrawn).filter((paint) => !paint.startsWith("url(#") && paint !== "none" && !ownShades.has(paint));
    expect(accentParts.length).toBeGreaterThan(0);
    expect(
      accentParts.filter((paint) => !roleShades(blue).has(paint)),
      "colours that stay put when the accent changes: hard-coded in scripts/assets/portrait.mts instead of read from its roles",
    ).toEqual([]);
  });

  it("is what the default share card (og-default.png) draws", () => {
    const card = ogImageSvg(drawn);
    const embedded = Buffer.from(must(must(/data:image\/svg\+xml;base64,([^"]+)"/.exec(card))[1]), "base64").toString("utf8");
    expect(embedded).toBe(drawn);
  });
});
