import { describe, expect, it } from "vitest";
import { brand, cssRgb, neutral, pdfRgb, svgRgba } from "../../../src/styles/palette.ts";

describe("the palette's notations", () => {
  it("writes CSS colours with transparency in the modern rgb() form", () => {
    expect(cssRgb(brand.accent, 0.22)).toBe("rgb(255 77 0 / 0.22)");
  });

  it("writes SVG colours with transparency in the rgba() form every renderer reads", () => {
    expect(svgRgba(neutral.ink, 0.35)).toBe("rgba(17,24,39,.35)");
  });

  it("gives the PDF library 0..1 channels, rounded so the PDFs' bytes do not depend on float noise", () => {
    expect(pdfRgb(brand.accent)).toEqual([1, 0.302, 0]);
    expect(pdfRgb(brand.accentStrong)).toEqual([0.761, 0.255, 0.047]);
  });

  it("refuses a colour that is not #rrggbb", () => {
    expect(() => cssRgb("orange", 1)).toThrow(/#rrggbb/);
  });
});
