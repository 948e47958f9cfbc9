/**
 * Line breaks before block-level tags, so the one-line email HTML can be read in the code view.
 * Only whitespace between tags is added; copying still uses the exact generated HTML.
 */
const BLOCK_TAG = /(?<=>)\s*(?=<(?:\/?(?:table|tbody|tr|td|div|head|body|style|title|meta)\b|(?:p|h[1-6]|ul|ol|li)\b|!--\[if|!\[endif))/gi;

export function readableHtml(html: string): string {
  return html.replace(BLOCK_TAG, "\n");
}
