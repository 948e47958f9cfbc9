/**
 * A free guide as a real PDF (public/downloads/<file>), from the `document` of its record in
 * src/content/guides.ts. Deterministic: the dates are fixed and pdf-lib writes no random ID, so
 * `npm run assets -- --check` compares the bytes.
 */
import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from "pdf-lib";
import type { GuideDocument, GuideDocumentSection } from "../../src/content/guide-record.ts";
import { owner } from "../../src/content/owner.ts";
import { brand, neutral, pdfRgb } from "../../src/styles/palette.ts";
import { drawCoverBand, drawFooter, PAGE, wrapText } from "../../build/pdf-layout.ts";
import { must } from "../../src/must.ts";

const FIXED_DATE = new Date("2025-07-15T00:00:00Z");

const MARGIN = 56;
const CONTENT_WIDTH = PAGE.width - MARGIN * 2;
const INK = rgb(...pdfRgb(neutral.ink));
const INK_SOFT = rgb(...pdfRgb(neutral.inkSoft));
/** The accent itself: the band's stripe, the headings' bars and the bullets (decoration). */
const ACCENT = rgb(...pdfRgb(brand.accent));
const ACCENT_ON_DARK = rgb(...pdfRgb(brand.accentOnDark));
const ACCENT_STRONG = rgb(...pdfRgb(brand.accentStrong));
const DARK = rgb(...pdfRgb(neutral.dark));
const LINE = rgb(...pdfRgb(neutral.line));
const WARM = rgb(...pdfRgb(neutral.surfaceAlt));

interface Fonts {
  regular: PDFFont;
  bold: PDFFont;
}

class Writer {
  page!: PDFPage;
  y = 0;
  pageNumber = 0;

  private readonly pdf: PDFDocument;
  private readonly fonts: Fonts;
  private readonly doc: GuideDocument;

  constructor(pdf: PDFDocument, fonts: Fonts, doc: GuideDocument) {
    this.pdf = pdf;
    this.fonts = fonts;
    this.doc = doc;
  }

  newPage() {
    this.page = this.pdf.addPage([PAGE.width, PAGE.height]);
    this.pageNumber += 1;
    this.y = PAGE.height - MARGIN;
    this.footer();
  }

  private footer() {
    const text = `${this.doc.title}  |  ${owner.name}  |  ${this.pageNumber}`;
    drawFooter(this.page, text, { margin: MARGIN, font: this.fonts.regular, color: INK_SOFT, ruleColor: LINE, ruleThickness: 0.75 });
  }

  /** Starts a new page when fewer than `height` points remain above the footer. */
  ensure(height: number) {
    if (this.y - height < 64) this.newPage();
  }

  cover() {
    const bandHeight = 220;
    drawCoverBand(this.page, { height: bandHeight, stripe: 6, color: DARK, stripeColor: ACCENT });
    this.page.drawText(this.doc.kicker, { x: MARGIN, y: PAGE.height - 64, size: 10, font: this.fonts.bold, color: ACCENT_ON_DARK });
    let y = PAGE.height - 100;
    for (const line of wrapText(this.doc.title, this.fonts.bold, 28, CONTENT_WIDTH)) {
      this.page.drawText(line, { x: MARGIN, y, size: 28, font: this.fonts.bold, color: rgb(1, 1, 1) });
      y -= 34;
    }
    this.page.drawText(this.doc.subtitle, { x: MARGIN, y: y - 4, size: 13, font: this.fonts.regular, color: rgb(0.78, 0.79, 0.82) });
    this.page.drawText(`by ${owner.name}`, { x: MARGIN, y: PAGE.height - bandHeight + 26, size: 10, font: this.fonts.bold, color: rgb(1, 1, 1) });
    this.y = PAGE.height - bandHeight - 40;
  }

  paragraph(text: string, size = 11.5, color = INK, font = this.fonts.regular, leading = 1.5) {
    for (const line of wrapText(text, font, size, CONTENT_WIDTH)) {
      this.ensure(size * leading);
      this.page.drawText(line, { x: MARGIN, y: this.y - size, size, font, color });
      this.y -= size * leading;
    }
  }

  section(section: GuideDocumentSection) {
    this.ensure(80);
    this.y -= 14;
    this.page.drawRectangle({ x: MARGIN, y: this.y - 16, width: 4, height: 18, color: ACCENT });
    this.page.drawText(section.heading, { x: MARGIN + 14, y: this.y - 14, size: 15, font: this.fonts.bold, color: INK });
    this.y -= 32;
    section.items.forEach((item, index) => {
      this.item(section.style, item, index);
    });
  }

  private item(style: GuideDocumentSection["style"], text: string, index: number) {
    const size = 11;
    const leading = 15.5;
    const indent = 26;
    const lines = wrapText(text, this.fonts.regular, size, CONTENT_WIDTH - indent);
    this.ensure(lines.length * leading + 8);
    const top = this.y;
    if (style === "check") {
      this.page.drawRectangle({ x: MARGIN, y: top - 12, width: 12, height: 12, borderColor: ACCENT_STRONG, borderWidth: 1.2, color: rgb(1, 1, 1) });
    } else if (style === "step") {
      this.page.drawCircle({ x: MARGIN + 7, y: top - 6.5, size: 9, color: WARM, borderColor: ACCENT_STRONG, borderWidth: 1 });
      const label = String(index + 1);
      const width = this.fonts.bold.widthOfTextAtSize(label, 9);
      this.page.drawText(label, { x: MARGIN + 7 - width / 2, y: top - 9.5, size: 9, font: this.fonts.bold, color: ACCENT_STRONG });
    } else {
      this.page.drawCircle({ x: MARGIN + 5, y: top - 6.5, size: 2.6, color: ACCENT });
    }
    for (const line of lines) {
      this.page.drawText(line, { x: MARGIN + indent, y: this.y - size + 1, size, font: this.fonts.regular, color: INK });
      this.y -= leading;
    }
    this.y -= 7;
  }

  closing() {
    this.ensure(70);
    this.y -= 16;
    const height = 52;
    this.page.drawRectangle({ x: MARGIN, y: this.y - height, width: CONTENT_WIDTH, height, color: WARM, borderColor: LINE, borderWidth: 1 });
    this.page.drawText(this.doc.closing, { x: MARGIN + 18, y: this.y - 24, size: 11, font: this.fonts.bold, color: INK });
    this.page.drawText(`Questions? ${owner.email}`, { x: MARGIN + 18, y: this.y - 40, size: 9.5, font: this.fonts.regular, color: INK_SOFT });
    this.y -= height;
  }
}

/** The document's text fields by their place in the record: `document.sections[1].items[0]`. */
function textFields(doc: GuideDocument): [field: string, text: string][] {
  return [
    ["document.kicker", doc.kicker],
    ["document.title", doc.title],
    ["document.subtitle", doc.subtitle],
    ["document.intro", doc.intro],
    ...doc.sections.flatMap((section, s): [string, string][] => [
      [`document.sections[${s}].heading`, section.heading],
      ...section.items.map((item, i): [string, string] => [`document.sections[${s}].items[${i}]`, item]),
    ]),
    ["document.closing", doc.closing],
  ];
}

/**
 * The characters the PDF's standard fonts cannot draw (they encode WinAnsi only; pdf-lib would stop
 * with a stack naming neither guide nor field), as sentences naming the field and the character.
 */
export function undrawableText(doc: GuideDocument, drawable: ReadonlySet<number>): string[] {
  return textFields(doc).flatMap(([field, text]) => {
    const characters = [...new Set([...text].filter((character) => !drawable.has(must(character.codePointAt(0)))))];
    if (!characters.length) return [];
    const named = characters.map((character) => `"${character}" (U+${must(character.codePointAt(0)).toString(16).toUpperCase().padStart(4, "0")})`).join(", ");
    return [
      `${field} has ${named}, which the PDF's standard font (Helvetica, WinAnsi) cannot draw: write it with plain letters, straight or curly quotes and dashes.`,
    ];
  });
}

export async function guidePdf(doc: GuideDocument): Promise<Uint8Array> {
  const pdf = await PDFDocument.create();
  pdf.setTitle(doc.title);
  pdf.setAuthor(owner.name);
  pdf.setSubject(doc.subtitle);
  pdf.setCreator(owner.name);
  pdf.setProducer(owner.name);
  pdf.setCreationDate(FIXED_DATE);
  pdf.setModificationDate(FIXED_DATE);
  pdf.setLanguage("en-US");
  const fonts = { regular: await pdf.embedFont(StandardFonts.Helvetica), bold: await pdf.embedFont(StandardFonts.HelveticaBold) };
  const undrawable = undrawableText(doc, new Set([...fonts.regular.getCharacterSet(), ...[10, 13]]));
  if (undrawable.length) throw new Error(undrawable.join(" "));

  const writer = new Writer(pdf, fonts, doc);
  writer.newPage();
  writer.cover();
  writer.paragraph(doc.intro, 12, INK_SOFT);
  for (const section of doc.sections) writer.section(section);
  writer.closing();
  return pdf.save();
}
