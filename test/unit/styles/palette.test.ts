import { oklch } from "culori";
import { describe, expect, it } from "vitest";
import { accentRoleRequirements, deriveAccentRoles, type AccentRoles } from "../../../src/styles/accent-roles.ts";
import { AA_LARGE, AA_TEXT, accentGrounds, brand, contrastRatio, cssRgb, neutral, pdfRgb, relativeLuminance, svgRgba } from "../../../src/styles/palette.ts";
import { must } from "../../../src/must.ts";

describe("the palette's notations", () => {
  it("writes CSS colours with transparency in the modern rgb() form", () => {
    expect(cssRgb("#11a0ff", 0.22)).toBe("rgb(17 160 255 / 0.22)");
  });

  it("writes SVG colours with transparency in the rgba() form every renderer reads", () => {
    expect(svgRgba(neutral.ink, 0.35)).toBe("rgba(17,24,39,.35)");
  });

  it("gives the PDF library 0..1 channels, rounded so the PDFs' bytes do not depend on float noise", () => {
    expect(pdfRgb("#ff8000")).toEqual([1, 0.502, 0]);
    for (const shade of Object.values(brand)) {
      const channels = pdfRgb(shade);
      expect(channels.every((value) => value >= 0 && value <= 1 && Math.round(value * 1000) === value * 1000)).toBe(true);
    }
  });

  it("refuses a colour that is not #rrggbb", () => {
    expect(() => cssRgb("orange", 1)).toThrow(/#rrggbb/);
  });
});

// Today's accent, a dark one and a light one: the roles hold for each, whatever their values.
const accents = { today: brand.accent, dark: "#b23a00", light: "#ffd400" };
const rolesOf = (accent: string) => deriveAccentRoles(accent, accentGrounds);
const lightness = (hex: string) => must(oklch(hex)).l;
const hue = (hex: string) => must(oklch(hex)).h ?? 0;
const hueDistance = (a: string, b: string) => Math.abs(((hue(a) - hue(b) + 540) % 360) - 180);

describe.each(Object.entries(accents))("the roles derived from the %s accent", (_, accent) => {
  const roles = rolesOf(accent);

  it("keep the accent itself as the accent", () => {
    expect(roles.accent).toBe(accent.toLowerCase());
  });

  it.each(accentRoleRequirements(roles, accentGrounds).map((requirement) => [requirement.role, requirement] as const))(
    "%s reaches its ratio against every ground it is drawn on",
    (_, { role, ratio, against }) => {
      for (const background of against) expect(contrastRatio(roles[role], background), `${role} on ${background}`).toBeGreaterThanOrEqual(ratio);
    },
  );

  it("keep the accent's hue: the text, fill and mark shades are the accent's own, lighter or darker", () => {
    const shades: (keyof AccentRoles)[] = [
      "accentStrong",
      "accentStronger",
      "accentOnDark",
      "accentFill",
      "accentFillHover",
      "accentFillBright",
      "accentFillBrightHover",
      "accentMark",
    ];
    for (const role of shades) expect(hueDistance(roles[role], accent), role).toBeLessThan(12);
  });

  it("move from the accent only as far as the ratio needs: the accent itself when it already reaches it", () => {
    for (const { role, ratio, against } of accentRoleRequirements(roles, accentGrounds)) {
      if (!["accentStrong", "accentOnDark", "accentFill", "accentFillBright", "accentMark"].includes(role)) continue;
      const accentReaches = against.every((background) => contrastRatio(accent, background) >= ratio);
      if (accentReaches) expect(roles[role], role).toBe(accent.toLowerCase());
      else expect(roles[role], role).not.toBe(accent.toLowerCase());
    }
  });

  it("darken text and fills for light grounds and lighten them for dark grounds", () => {
    expect(relativeLuminance(roles.accentStrong)).toBeLessThanOrEqual(relativeLuminance(accent));
    expect(relativeLuminance(roles.accentFill)).toBeLessThanOrEqual(relativeLuminance(accent));
    expect(relativeLuminance(roles.accentOnDark)).toBeGreaterThanOrEqual(relativeLuminance(accent));
    expect(relativeLuminance(roles.accentFillBright)).toBeGreaterThanOrEqual(relativeLuminance(accent));
  });

  it("make hovers a visible step: darker for the dark shades, lighter for the bright fill", () => {
    expect(lightness(roles.accentStronger)).toBeLessThan(lightness(roles.accentStrong) - 0.05);
    expect(lightness(roles.accentFillHover)).toBeLessThan(lightness(roles.accentFill) - 0.05);
    expect(lightness(roles.accentFillBrightHover)).toBeGreaterThan(lightness(roles.accentFillBright) + 0.03);
  });

  it("make the tint a pale wash and the glow a light shade of the accent's hue", () => {
    expect(contrastRatio(roles.accentSoft, "#ffffff")).toBeLessThan(1.15);
    expect(lightness(roles.accentGlow)).toBeGreaterThan(0.8);
  });
});

describe("the solver", () => {
  it("names the role, the ratio and the best it reached when an accent cannot serve a role", () => {
    const impossible = { ...accentGrounds, dark: ["#8a8a8a"] };
    expect(() => deriveAccentRoles("#b23a00", impossible)).toThrow(/"accentOnDark".*4\.5:1.*best reaches \d\.\d\d:1/);
  });

  it("holds a hand-picked shade to its role's ratio, naming the role", () => {
    expect(() => deriveAccentRoles("#ffd400", accentGrounds, { accentStrong: "#ffd400" })).toThrow(/"accentStrong".*4\.5:1/);
    expect(deriveAccentRoles("#ffd400", accentGrounds, { accentStrong: "#000000" }).accentStrong).toBe("#000000");
  });

  it("refuses an accent that is not #rrggbb", () => {
    expect(() => deriveAccentRoles("orange", accentGrounds)).toThrow(/#rrggbb/);
  });

  it("uses the WCAG AA ratios: 4.5:1 for text, 3:1 for large text and marks", () => {
    expect([AA_TEXT, AA_LARGE]).toEqual([4.5, 3]);
    const byRole = Object.fromEntries(accentRoleRequirements(brand, accentGrounds).map(({ role, ratio }) => [role, ratio]));
    expect(byRole).toMatchObject({ accentStrong: 4.5, accentOnDark: 4.5, accentFill: 4.5, accentFillBright: 4.5, accentMark: 3 });
  });
});
