import { fileURLToPath } from "node:url";
import { decodePDFRawStream, PDFArray, PDFDocument, PDFRawStream, type PDFPage } from "pdf-lib";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { wrapText } from "../../build/pdf-layout";
import { createSpeakerKitPdf } from "../../build/speaker-kit-pdf";
import { loadPortrait } from "../../build/speaker-kit-plugin";
import { must } from "../../src/must.ts";

/** The text a page draws: pdf-lib writes standard-font text as hex strings shown with Tj. */
function pageText(page: PDFPage): string {
  const contents = page.node.Contents();
  const streams = contents instanceof PDFArray ? contents.asArray().map((ref) => page.doc.context.lookup(ref)) : [contents];
  let text = "";
  for (const stream of streams) {
    if (!(stream instanceof PDFRawStream)) continue;
    const operators = new TextDecoder("latin1").decode(decodePDFRawStream(stream).decode());
    for (const match of operators.matchAll(/<([0-9A-Fa-f]*)>\s*Tj/g)) {
      text += `${Buffer.from(must(match[1]), "hex").toString("latin1")}\n`;
    }
  }
  return text;
}

async function kitText(bytes: Uint8Array) {
  const doc = await PDFDocument.load(bytes);
  return { doc, text: doc.getPages().map(pageText).join("\n").replace(/\s+/g, " ") };
}

describe("speaker kit PDF", () => {
  it("is a valid PDF that lists the three topics, the numbers and the contact", async () => {
    const bytes = await createSpeakerKitPdf();
    expect(new TextDecoder().decode(bytes.slice(0, 5))).toBe("%PDF-");
    const { doc, text } = await kitText(bytes);
    expect(doc.getPageCount()).toBeGreaterThanOrEqual(2);
    expect(doc.getTitle()).toBe("Jordan Reyes: Speaker Kit");
    for (const expected of ["YouTube Strategy", "YouTube SEO", "YouTube for Business", "200M+", "10+", "100+", "hello@example.com"]) {
      expect(text).toContain(expected);
    }
  });

  it("carries the bio, the background, the client list and the speaking approach", async () => {
    const { text } = await kitText(await createSpeakerKitPdf());
    for (const expected of ["ABOUT", "BACKGROUND", "CLIENTS", "Northpeak Outdoors", "Voltaic Labs", "No fluff", "Real experience", "Customized content"]) {
      expect(text).toContain(expected);
    }
  });

  it("embeds the photo when one is given", async () => {
    const png = await sharp({ create: { width: 8, height: 10, channels: 3, background: "#3366cc" } })
      .png()
      .toBuffer();
    const withPhoto = await createSpeakerKitPdf({ bytes: png, type: "png" });
    const without = await createSpeakerKitPdf();
    const images = (bytes: Uint8Array) => (new TextDecoder("latin1").decode(bytes).match(/\/Subtype\s*\/Image/g) ?? []).length;
    // Object streams may compress dictionaries; count on an uncompressed save instead.
    const plain = async (bytes: Uint8Array) => (await PDFDocument.load(bytes)).save({ useObjectStreams: false });
    expect(images(await plain(withPhoto))).toBe(1);
    expect(images(await plain(without))).toBe(0);
  });

  it("builds the same bytes from the same content (no timestamps)", async () => {
    expect(Buffer.from(await createSpeakerKitPdf()).equals(Buffer.from(await createSpeakerKitPdf()))).toBe(true);
  });

  it("loads the site's portrait from public/ as PNG (an SVG is rasterised), and embeds it", async () => {
    const warnings: string[] = [];
    const portrait = await loadPortrait(fileURLToPath(new URL("../../public", import.meta.url)), (message) => warnings.push(message));
    expect(warnings).toEqual([]);
    expect(portrait?.type).toBe("png");
    expect(Buffer.from(must(portrait).bytes.subarray(1, 4)).toString("latin1")).toBe("PNG");
    await expect(createSpeakerKitPdf(portrait)).resolves.toBeInstanceOf(Uint8Array);
  });

  it("builds without a photo, with a warning, when the portrait file is missing", async () => {
    const warnings: string[] = [];
    expect(await loadPortrait("/nonexistent", (message) => warnings.push(message))).toBeUndefined();
    expect(warnings.join()).toContain("without a photo");
  });
});

describe("wrapText", () => {
  it("keeps every line within the width and loses no word", async () => {
    const doc = await PDFDocument.create();
    const font = await doc.embedFont("Helvetica");
    const text = "Success on YouTube isn't about chasing the algorithm. It's about understanding people.";
    const lines = wrapText(text, font, 12, 150);
    expect(lines.length).toBeGreaterThan(1);
    for (const line of lines) expect(font.widthOfTextAtSize(line, 12)).toBeLessThanOrEqual(150);
    expect(lines.join(" ")).toBe(text);
  });
});
