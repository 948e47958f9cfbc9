import { THUMBNAILS_PATH } from "../videos/contract";

/**
 * The email as the preview frame shows it. Additions never in the copied HTML: a policy that lets
 * no script run inside the frame, links that open in a new tab (the frame itself may only show this
 * document; the page's CSP allows no other frame source), and the site's video thumbnails loaded
 * from this page's own address (relative: a srcdoc frame resolves against its parent's address),
 * so they show wherever the previewer runs, its development server included.
 */
export const PREVIEW_HEAD = `<meta http-equiv="Content-Security-Policy" content="script-src 'none'; object-src 'none'"><base target="_blank">`;

export function previewDocument(html: string, siteOrigin?: string): string {
  const local = siteOrigin ? html.replaceAll(`src="${siteOrigin}${THUMBNAILS_PATH}`, `src="${THUMBNAILS_PATH}`) : html;
  const withHead = local.replace(/<head\b[^>]*>/i, (head) => `${head}${PREVIEW_HEAD}`);
  return withHead === local ? `${PREVIEW_HEAD}${local}` : withHead;
}
