import { INQUIRY_COLUMNS, type InquiryRow } from "./repository";

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

/** The inquiries as CSV: a header row of the table's columns, then one row each, CRLF line ends. */
export function inquiriesCsv(rows: readonly InquiryRow[]): string {
  const lines = [INQUIRY_COLUMNS.map(csvCell).join(","), ...rows.map((row) => INQUIRY_COLUMNS.map((column) => csvCell(row[column])).join(","))];
  return `${lines.join("\r\n")}\r\n`;
}
