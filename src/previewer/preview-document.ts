/**
 * The email as the preview frame shows it: links open in a new tab (the frame itself may only
 * show this document; the CSP allows no other frame source). The copied HTML stays untouched.
 */
export function previewDocument(html: string): string {
  const base = '<base target="_blank">';
  const withBase = html.replace(/<head\b[^>]*>/i, (head) => `${head}${base}`);
  return withBase === html ? `${base}${html}` : withBase;
}
