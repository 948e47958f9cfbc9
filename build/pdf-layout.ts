import type { PDFFont, PDFPage, RGB } from "pdf-lib";

/**
 * Layout helpers shared by the PDFs the site ships: the speaker kit (built with the site) and
 * the free guides (scripts/assets/guide-pdf.mts).
 */

/** US Letter, in points. */
export const PAGE = { width: 612, height: 792 };

/** Splits text into lines no wider than `width`. */
export function wrapText(text: string, font: PDFFont, size: number, width: number): string[] {
  const lines: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/).filter(Boolean)) {
    const candidate = line ? `${line} ${word}` : word;
    if (line && font.widthOfTextAtSize(candidate, size) > width) {
      lines.push(line);
      line = word;
    } else {
      line = candidate;
    }
  }
  if (line) lines.push(line);
  return lines;
}

/** The dark band across the top of a cover page, with an accent stripe along its lower edge. */
export function drawCoverBand(page: PDFPage, options: { height: number; stripe: number; color: RGB; stripeColor: RGB }) {
  const y = PAGE.height - options.height;
  page.drawRectangle({ x: 0, y, width: PAGE.width, height: options.height, color: options.color });
  page.drawRectangle({ x: 0, y, width: PAGE.width, height: options.stripe, color: options.stripeColor });
}

/** A page's footer: a rule between the margins and a line of small text under it. */
export function drawFooter(page: PDFPage, text: string, options: { margin: number; font: PDFFont; color: RGB; ruleColor: RGB; ruleThickness: number }) {
  const { margin, font, color, ruleColor, ruleThickness } = options;
  page.drawLine({ start: { x: margin, y: 44 }, end: { x: PAGE.width - margin, y: 44 }, thickness: ruleThickness, color: ruleColor });
  page.drawText(text, { x: margin, y: 30, size: 8.5, font, color });
}
