import { INQUIRY_COLUMNS, pageOfInquiries, type InquiryCursor, type InquiryRow } from "./repository";

/**
 * One CSV cell (RFC 4180): always quoted, quotes doubled. A cell that a spreadsheet would read as a
 * formula (starting with = + - @, or a tab or carriage return before one) gets a leading
 * apostrophe, as OWASP advises against CSV injection.
 */
export function csvCell(value: string | number | null | undefined): string {
  let text = value === null || value === undefined ? "" : String(value);
  if (/^[=+\-@\t\r]/.test(text)) text = `'${text}`;
  return `"${text.replace(/"/g, '""')}"`;
}

const csvLine = (row: InquiryRow) => `${INQUIRY_COLUMNS.map((column) => csvCell(row[column])).join(",")}\r\n`;
const CSV_HEADER = `${INQUIRY_COLUMNS.map(csvCell).join(",")}\r\n`;

/** The inquiries as CSV: a header row of the table's columns, then one row each, CRLF line ends. */
export function inquiriesCsv(rows: readonly InquiryRow[]): string {
  return CSV_HEADER + rows.map(csvLine).join("");
}

/** Rows the CSV reads from D1 at a time: at most ~15 KB each, so a page holds at most ~3 MB. */
export const CSV_PAGE_ROWS = 200;

/**
 * Every inquiry as CSV, newest first, streamed: each pull reads the next page from D1 (keyset, as
 * the owner's page) and sends it on, so only one page is ever held, however many rows there are;
 * a reader that stops reading stops the queries.
 */
export function inquiriesCsvStream(db: D1Database, pageRows = CSV_PAGE_ROWS): ReadableStream<Uint8Array> {
  const encoder = new TextEncoder();
  let after: InquiryCursor | undefined;
  return new ReadableStream<Uint8Array>(
    {
      start(controller) {
        controller.enqueue(encoder.encode(CSV_HEADER));
      },
      async pull(controller) {
        const page = await pageOfInquiries(db, { after, limit: pageRows });
        if (page.rows.length > 0) controller.enqueue(encoder.encode(page.rows.map(csvLine).join("")));
        if (page.next) after = page.next;
        else controller.close();
      },
    },
    // No read-ahead beyond the page being sent.
    { highWaterMark: 0 },
  );
}
