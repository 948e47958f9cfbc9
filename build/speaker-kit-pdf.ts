import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFImage, type PDFPage, type RGB } from "pdf-lib";
import { speaker, speakerDesigns } from "../src/content/speaker.ts";
import { brand, neutral, pdfRgb } from "../src/styles/palette.ts";
import { drawCoverBand, drawFooter, PAGE, wrapText } from "./pdf-layout.ts";

/**
 * The speaker kit: a two-page PDF (bio, photo, numbers, topics, background, clients, approach,
 * contact) drawn from src/content/speaker.ts, the module the six speaker pages read, so the
 * kit cannot drift from the pages. Standard PDF fonts keep it small and need no font files.
 */

export interface Portrait {
  bytes: Uint8Array;
  type: "png" | "jpg";
}

const MARGIN = 54;
const CONTENT_WIDTH = PAGE.width - 2 * MARGIN;

const color = {
  ink: rgb(...pdfRgb(neutral.ink)),
  soft: rgb(0.29, 0.33, 0.39),
  accent: rgb(...pdfRgb(brand.accent)), // decoration only
  accentOnDark: rgb(...pdfRgb(brand.accentOnDark)), // text on the dark band
  accentStrong: rgb(...pdfRgb(brand.accentStrong)), // headings on white
  dark: rgb(...pdfRgb(neutral.dark)),
  onDark: rgb(0.976, 0.98, 0.984),
  onDarkSoft: rgb(0.78, 0.79, 0.82),
  line: rgb(0.9, 0.906, 0.922),
  tile: rgb(0.973, 0.969, 0.961),
};

/** A top-down writer that starts a new page when the next block does not fit. */
class Flow {
  page!: PDFPage;
  y = 0;
  private readonly doc: PDFDocument;
  readonly fonts: { regular: PDFFont; bold: PDFFont; italic: PDFFont };

  constructor(doc: PDFDocument, fonts: Flow["fonts"]) {
    this.doc = doc;
    this.fonts = fonts;
    this.newPage();
  }

  newPage() {
    this.page = this.doc.addPage([PAGE.width, PAGE.height]);
    this.y = PAGE.height - MARGIN;
  }

  ensure(height: number) {
    // The footer sits below MARGIN - 10.
    if (this.y - height < MARGIN + 6) this.newPage();
  }

  text(text: string, options: { size?: number; font?: PDFFont; color?: RGB; x?: number; width?: number; lineGap?: number; after?: number } = {}) {
    const { size = 10.5, font = this.fonts.regular, x = MARGIN, width = CONTENT_WIDTH, lineGap = 1.45, after = 6 } = options;
    const lines = wrapText(text, font, size, width);
    for (const line of lines) {
      this.ensure(size * lineGap);
      this.y -= size;
      this.page.drawText(line, { x, y: this.y, size, font, color: options.color ?? color.ink });
      this.y -= size * (lineGap - 1);
    }
    this.y -= after;
  }

  heading(text: string) {
    this.ensure(60);
    this.y -= 10;
    this.page.drawRectangle({ x: MARGIN, y: this.y - 2, width: 24, height: 3, color: color.accent });
    this.y -= 10;
    this.text(text.toUpperCase(), { size: 11, font: this.fonts.bold, color: color.accentStrong, after: 6 });
  }

  bullet(text: string, indent = 14) {
    const size = 10;
    this.ensure(size * 1.5);
    this.page.drawCircle({ x: MARGIN + indent - 8, y: this.y - size * 0.62, size: 1.8, color: color.accent });
    this.text(text, { size, x: MARGIN + indent, width: CONTENT_WIDTH - indent, after: 2 });
  }
}

function drawCover(flow: Flow, portrait: PDFImage | undefined) {
  const { page, fonts } = flow;
  const bandHeight = 196;
  drawCoverBand(page, { height: bandHeight, stripe: 5, color: color.dark, stripeColor: color.accent });

  const photoWidth = 132;
  const photoHeight = 165;
  const textWidth = portrait ? CONTENT_WIDTH - photoWidth - 24 : CONTENT_WIDTH;
  if (portrait) {
    page.drawImage(portrait, { x: PAGE.width - MARGIN - photoWidth, y: PAGE.height - bandHeight + 16, width: photoWidth, height: photoHeight });
  }

  let y = PAGE.height - 60;
  page.drawText("SPEAKER KIT", { x: MARGIN, y, size: 9, font: fonts.bold, color: color.accentOnDark });
  y -= 34;
  page.drawText(speaker.name, { x: MARGIN, y, size: 32, font: fonts.bold, color: color.onDark });
  y -= 24;
  page.drawText(speaker.role, { x: MARGIN, y, size: 13, font: fonts.bold, color: color.accentOnDark });
  y -= 22;
  for (const line of wrapText(speaker.tagline, fonts.regular, 10.5, textWidth)) {
    page.drawText(line, { x: MARGIN, y, size: 10.5, font: fonts.regular, color: color.onDarkSoft });
    y -= 15;
  }
  flow.y = PAGE.height - bandHeight - 12;
}

function drawStats(flow: Flow) {
  const gap = 12;
  const tileWidth = (CONTENT_WIDTH - gap * 2) / 3;
  const tileHeight = 62;
  flow.ensure(tileHeight + 12);
  const top = flow.y;
  speaker.stats.forEach((stat, index) => {
    const x = MARGIN + index * (tileWidth + gap);
    flow.page.drawRectangle({ x, y: top - tileHeight, width: tileWidth, height: tileHeight, color: color.tile, borderColor: color.line, borderWidth: 1 });
    flow.page.drawText(stat.number, { x: x + 14, y: top - 32, size: 22, font: flow.fonts.bold, color: color.ink });
    flow.page.drawText(stat.label, { x: x + 14, y: top - 50, size: 10, font: flow.fonts.regular, color: color.soft });
  });
  flow.y = top - tileHeight - 8;
}

/** A topic's title, with its subtitle on the same line (or the next, when it does not fit). */
function titleWithSubtitle(flow: Flow, title: string, subtitle: string) {
  const titleSize = 13;
  const subtitleSize = 10;
  const titleWidth = flow.fonts.bold.widthOfTextAtSize(title, titleSize);
  const rest = `  ·  ${subtitle}`;
  if (titleWidth + flow.fonts.italic.widthOfTextAtSize(rest, subtitleSize) > CONTENT_WIDTH) {
    flow.text(title, { size: titleSize, font: flow.fonts.bold, after: 1 });
    flow.text(subtitle, { size: subtitleSize, font: flow.fonts.italic, color: color.accentStrong, after: 3 });
    return;
  }
  flow.ensure(titleSize * 1.6);
  flow.y -= titleSize;
  flow.page.drawText(title, { x: MARGIN, y: flow.y, size: titleSize, font: flow.fonts.bold, color: color.ink });
  flow.page.drawText(rest, { x: MARGIN + titleWidth, y: flow.y, size: subtitleSize, font: flow.fonts.italic, color: color.accentStrong });
  flow.y -= titleSize * 0.6;
}

function drawFooters(doc: PDFDocument, font: PDFFont) {
  const pages = doc.getPages();
  pages.forEach((page, index) => {
    const text = `${speaker.name}  ·  ${speaker.email}  ·  ${index + 1}/${pages.length}`;
    drawFooter(page, text, { margin: MARGIN, font, color: color.soft, ruleColor: color.line, ruleThickness: 0.5 });
  });
}

export async function createSpeakerKitPdf(portrait?: Portrait): Promise<Uint8Array> {
  const doc = await PDFDocument.create();
  doc.setTitle(`${speaker.name}: Speaker Kit`);
  doc.setAuthor(speaker.name);
  doc.setSubject(`${speaker.role}. Topics: ${speaker.topics.map((topic) => topic.title).join(", ")}.`);
  doc.setKeywords(["speaker kit", ...speaker.topics.map((topic) => topic.title)]);
  doc.setCreator("speaker-kit build step");
  // A fixed date keeps the file identical from build to build (cacheable, diffable).
  doc.setCreationDate(new Date("2025-01-01T00:00:00Z"));
  doc.setModificationDate(new Date("2025-01-01T00:00:00Z"));

  const fonts = {
    regular: await doc.embedFont(StandardFonts.Helvetica),
    bold: await doc.embedFont(StandardFonts.HelveticaBold),
    italic: await doc.embedFont(StandardFonts.HelveticaOblique),
  };
  const image = portrait ? await (portrait.type === "png" ? doc.embedPng(portrait.bytes) : doc.embedJpg(portrait.bytes)) : undefined;

  const flow = new Flow(doc, fonts);
  drawCover(flow, image);

  flow.heading("About");
  flow.text(speaker.shortBio, { size: 11 });
  drawStats(flow);

  flow.heading("Speaking topics");
  for (const topic of speaker.topics) {
    flow.ensure(95);
    titleWithSubtitle(flow, topic.title, topic.subtitle);
    flow.text(topic.description, { size: 10, color: color.soft, after: 3 });
    for (const point of topic.points) flow.bullet(point);
    flow.y -= 6;
  }

  flow.heading("Background");
  for (const paragraph of speaker.background) flow.text(paragraph);
  for (const milestone of speaker.milestones) flow.bullet(`${milestone.year}: ${milestone.title}. ${milestone.text}`);

  flow.heading("Clients");
  flow.text(speaker.clients.join("  ·  "), { font: fonts.bold });

  flow.heading("Speaking approach");
  for (const item of speaker.approach) flow.bullet(`${item.title}: ${item.description}`);

  flow.heading("What your audience gets");
  for (const item of speaker.audienceBenefits) flow.bullet(`${item.title}: ${item.description}`);

  flow.heading("In a sentence");
  flow.text(`"${speaker.quote}"`, { size: 12, font: fonts.italic });

  flow.ensure(100);
  flow.heading("Booking and contact");
  flow.text(speakerDesigns.v4.formatsLine, { font: fonts.bold, after: 2 });
  flow.text(speaker.topicsNote, { font: fonts.italic, color: color.soft });
  flow.text(`Email ${speaker.email} with the event name, date, location (or virtual), audience size and format.`, { after: 0 });

  drawFooters(doc, fonts.regular);
  return doc.save();
}
