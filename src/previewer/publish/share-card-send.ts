import type { IssueMeta } from "../../newsletter/issue";
import { shareCardPath } from "../../publishing/share-card-contract";
import { base64, drawShareCard } from "./share-card";

/** The card's face (Liberation Sans Bold, public/fonts/card-font-LICENSE.txt), a static file fetched only when a card is drawn. */
const CARD_FONT_PATH = "/fonts/card-font.ttf";
let font: Promise<ArrayBuffer> | undefined;
const cardFont = () =>
  (font ??= fetch(CARD_FONT_PATH).then((response) => (response.ok ? response.arrayBuffer() : Promise.reject(new Error(`font: HTTP ${response.status}`)))));

/** The card of `issue` as base64 PNG, for the publish request's `share_image` field. */
export async function shareCardBase64(issue: Pick<IssueMeta, "title" | "date">): Promise<string> {
  const png = await drawShareCard(issue, await cardFont());
  return base64(new Uint8Array(await png.arrayBuffer()));
}

/** Draws and keeps the card of an issue published without one (opened in the previewer). */
export async function uploadShareCard(issue: Pick<IssueMeta, "title" | "date" | "slug">): Promise<void> {
  const png = await drawShareCard(issue, await cardFont());
  const response = await fetch(shareCardPath(issue.slug), {
    method: "POST",
    headers: { "Content-Type": "image/png", Accept: "application/json" },
    body: png,
    credentials: "same-origin",
  });
  if (!response.ok) throw new Error(`share card: HTTP ${response.status}`);
}
