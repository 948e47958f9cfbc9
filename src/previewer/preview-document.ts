/**
 * The email as the preview frame shows it. Two additions, never in the copied HTML: a policy
 * that lets no script run inside the frame, and links that open in a new tab (the frame itself
 * may only show this document; the page's CSP allows no other frame source).
 */
export const PREVIEW_HEAD = `<meta http-equiv="Content-Security-Policy" content="script-src 'none'; object-src 'none'"><base target="_blank">`;

export function previewDocument(html: string): string {
  const withHead = html.replace(/<head\b[^>]*>/i, (head) => `${head}${PREVIEW_HEAD}`);
  return withHead === html ? `${PREVIEW_HEAD}${html}` : withHead;
}
