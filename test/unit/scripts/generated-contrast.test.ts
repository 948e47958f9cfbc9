import { PDFPage, type Color } from "pdf-lib";
import { afterEach, describe, expect, it, vi } from "vitest";
import { createSpeakerKitPdf } from "../../../build/speaker-kit-pdf.ts";
import { guideList } from "../../../src/content/guides.ts";
import { issueImageSvg } from "../../../src/seo/issue-share-card.ts";
import { AA_LARGE, AA_TEXT, contrastRatio } from "../../../src/styles/palette.ts";
import { guideCoverSvg, ogImageSvg } from "../../../scripts/assets/guide-images.mts";
import { guidePdf } from "../../../scripts/assets/guide-pdf.mts";
import { iconSvg } from "../../../scripts/assets/icons.mts";
import { portraitSvg } from "../../../scripts/assets/portrait.mts";
import { must } from "../../../src/must.ts";

// The generated files' text and backgrounds, read from their drawing code's output (not a list of
// pairs): every text is checked against the shape drawn behind it, whatever the accent.

interface Drawn {
  what: string;
  color: string;
  background: string;
  large: boolean;
}

const attr = (tag: string, name: string) => new RegExp(`\\s${name}="([^"]*)"`).exec(tag)?.[1];
/** #rgb as #rrggbb. */
const fullHex = (hex: string) => (/^#[0-9a-f]{3}$/i.test(hex) ? `#${[...hex.slice(1)].map((digit) => digit + digit).join("")}` : hex);

/** Each SVG <text> with its fill and the last opaque rectangle drawn before it that contains its origin. */
function svgTexts(svg: string): Drawn[] {
  const rects: { x: number; y: number; width: number; height: number; fill: string }[] = [];
  const offsets: [number, number][] = [[0, 0]];
  const drawn: Drawn[] = [];
  for (const match of svg.matchAll(/<(\/?)(rect|text|g)\b([^>]*)>([^<]*)/g)) {
    const [, closing, name, attributes, content] = match;
    const tag = ` ${attributes}`;
    if (name === "g") {
      if (closing) offsets.pop();
      else {
        const [dx = 0, dy = 0] =
          /translate\(([-\d.]+)[ ,]+([-\d.]+)\)/
            .exec(attr(tag, "transform") ?? "")
            ?.slice(1)
            .map(Number) ?? [];
        const [ox, oy] = must(offsets.at(-1));
        if (!tag.trim().endsWith("/")) offsets.push([ox + dx, oy + dy]);
      }
      continue;
    }
    if (closing) continue;
    const [ox, oy] = must(offsets.at(-1));
    const x = ox + Number(attr(tag, "x") ?? 0);
    const y = oy + Number(attr(tag, "y") ?? 0);
    const fill = attr(tag, "fill") && fullHex(must(attr(tag, "fill")));
    if (name === "rect") {
      if (fill?.startsWith("#") && Number(attr(tag, "opacity") ?? 1) === 1)
        rects.push({ x, y, width: Number(attr(tag, "width")), height: Number(attr(tag, "height")), fill });
      continue;
    }
    const behind = rects.findLast((rect) => x >= rect.x && x <= rect.x + rect.width && y >= rect.y && y <= rect.y + rect.height);
    const size = Number(attr(tag, "font-size") ?? 16);
    const bold = Number(attr(tag, "font-weight") ?? 400) >= 700;
    drawn.push({ what: (content ?? "").slice(0, 40), color: must(fill), background: behind?.fill ?? "#ffffff", large: size >= 24 || (bold && size >= 18.66) });
  }
  return drawn;
}

const hexOf = (color: Color | undefined) => {
  if (!color || !("red" in color)) return "#000000";
  return `#${[color.red, color.green, color.blue]
    .map((value) =>
      Math.round(value * 255)
        .toString(16)
        .padStart(2, "0"),
    )
    .join("")}`;
};

/** Records what a PDF drawing call sequence puts on each page: filled shapes, then texts over them. */
async function pdfTexts(draw: () => Promise<unknown>): Promise<Drawn[]> {
  const shapes = new Map<PDFPage, { x: number; y: number; width: number; height: number; fill: string }[]>();
  const drawn: Drawn[] = [];
  const shapesOf = (page: PDFPage) => shapes.get(page) ?? must(shapes.set(page, []).get(page));
  const rectangle = PDFPage.prototype.drawRectangle;
  const circle = PDFPage.prototype.drawCircle;
  const text = PDFPage.prototype.drawText;
  vi.spyOn(PDFPage.prototype, "drawRectangle").mockImplementation(function (this: PDFPage, options = {}) {
    if (options.color && (options.opacity ?? 1) === 1)
      shapesOf(this).push({ x: options.x ?? 0, y: options.y ?? 0, width: options.width ?? 150, height: options.height ?? 100, fill: hexOf(options.color) });
    return rectangle.call(this, options);
  });
  vi.spyOn(PDFPage.prototype, "drawCircle").mockImplementation(function (this: PDFPage, options = {}) {
    const size = options.size ?? 100;
    if (options.color)
      shapesOf(this).push({ x: (options.x ?? 0) - size, y: (options.y ?? 0) - size, width: size * 2, height: size * 2, fill: hexOf(options.color) });
    return circle.call(this, options);
  });
  vi.spyOn(PDFPage.prototype, "drawText").mockImplementation(function (this: PDFPage, content: string, options = {}) {
    const size = options.size ?? 24;
    const x = options.x ?? 0;
    const y = (options.y ?? 0) + size * 0.35;
    const behind = shapesOf(this).findLast((shape) => x >= shape.x && x <= shape.x + shape.width && y >= shape.y && y <= shape.y + shape.height);
    const bold = /bold/i.test(options.font?.name ?? "");
    // WCAG's large text is 18pt, or 14pt bold.
    drawn.push({ what: content.slice(0, 40), color: hexOf(options.color), background: behind?.fill ?? "#ffffff", large: size >= 18 || (bold && size >= 14) });
    return text.call(this, content, options);
  });
  await draw();
  return drawn;
}

function expectAa(drawn: Drawn[]) {
  expect(drawn.length).toBeGreaterThan(0);
  for (const { what, color, background, large } of drawn) {
    expect(contrastRatio(color, background), `"${what}" in ${color} on ${background}`).toBeGreaterThanOrEqual(large ? AA_LARGE : AA_TEXT);
  }
}

afterEach(() => vi.restoreAllMocks());

describe("the generated images' text on its backgrounds", () => {
  it.each(guideList.map((guide) => [guide.slug, guide] as const))("the %s guide's cover", (_, guide) => {
    const drawn = svgTexts(guideCoverSvg(guide));
    expect(drawn.some((text) => text.what === guide.landing.eyebrow.toUpperCase())).toBe(true);
    expectAa(drawn);
  });

  it("the default Open Graph image", () => {
    expectAa(svgTexts(ogImageSvg(portraitSvg())));
  });

  it("an issue's share card", () => {
    expectAa(svgTexts(issueImageSvg({ title: "A title long enough to wrap onto two lines of the card", date: "2025-01-06" })));
  });

  it("the icon's glyph on its tile (a graphic: 3:1)", () => {
    const svg = iconSvg();
    const tile = must(attr(must(/<rect\b[^>]*>/.exec(svg))[0], "fill"));
    const glyph = must(attr(must(/<path\b[^>]*>/.exec(svg))[0], "fill"));
    expect(contrastRatio(glyph, tile)).toBeGreaterThanOrEqual(AA_LARGE);
  });

  it("finds a text's background by its position, so a pale text on a pale shape fails", () => {
    const drawn = svgTexts(
      '<svg><rect width="100" height="100" fill="#000000"/><rect x="50" width="50" height="100" fill="#ffd400"/><text x="60" y="10" fill="#ffffff">on yellow</text><g transform="translate(5 5)"><text x="1" y="1" fill="#ffffff">on black</text></g></svg>',
    );
    expect(drawn.map(({ what, background }) => [what, background])).toEqual([
      ["on yellow", "#ffd400"],
      ["on black", "#000000"],
    ]);
  });
});

describe("the generated PDFs' text on its backgrounds", () => {
  it.each(guideList.map((guide) => [guide.slug, guide] as const))("the %s guide's PDF", async (_, guide) => {
    const drawn = await pdfTexts(() => guidePdf(guide.document));
    expect(drawn.some((text) => text.what === guide.document.kicker && text.background !== "#ffffff")).toBe(true);
    expectAa(drawn);
  });

  it("the speaker kit", async () => {
    const drawn = await pdfTexts(() => createSpeakerKitPdf());
    expect(drawn.some((text) => text.what === "SPEAKER KIT" && text.background !== "#ffffff")).toBe(true);
    expectAa(drawn);
  });
});
