/**
 * The share card the owner's browser draws and sends with a publish or an edit (or alone, to
 * `shareCardPath(slug)`): a 1200 x 630 PNG, the drawing of src/seo/issue-share-card.ts. Plain data:
 * the previewer, the worker and the tests agree on it.
 */
export const SHARE_CARD_WIDTH = 1200;
export const SHARE_CARD_HEIGHT = 630;
/** Largest card the worker keeps, in bytes (the build's cards weigh 30 to 60 KB). */
export const SHARE_CARD_MAX_BYTES = 300 * 1000;
/** The JSON field (base64 of the PNG) or multipart file field of a publish or an edit; optional. */
export const SHARE_CARD_FIELD = "share_image";
/** Base64 of the largest card, with room for the rest of the JSON. */
export const SHARE_CARD_MAX_BASE64_BYTES = Math.ceil(SHARE_CARD_MAX_BYTES / 3) * 4 + 1024;
/** Header of GET /internal/issues/<slug>.txt when the issue has no card of its current title and date: the previewer draws and sends one. */
export const SHARE_CARD_MISSING_HEADER = "X-Share-Card";

/** POST here (Content-Type image/png, the PNG as the body) keeps the card of an issue published without one. */
export function shareCardPath(slug: string): string {
  return `/internal/issues/${slug}/share-image`;
}
