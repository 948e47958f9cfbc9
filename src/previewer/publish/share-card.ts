import type { IssueMeta } from "../../newsletter/issue";
import { SHARE_CARD_HEIGHT, SHARE_CARD_WIDTH } from "../../publishing/share-card-contract";
import { SVG_SANS } from "../../../build/svg-text";
import { issueImageSvg } from "../../seo/issue-share-card";
import { must } from "../../must.ts";

/**
 * An issue's share card drawn in the owner's browser, as the build draws the repository's
 * (src/seo/issue-share-card.ts, same palette): the SVG with the card's face embedded as an
 * @font-face data URL under each family the card names (Liberation Sans Bold, metric-compatible
 * with Arial, the face the build's rasteriser picks), drawn as an image on a 1200 x 630 canvas and
 * encoded as PNG. Loaded only when the owner publishes or opens an issue (request.ts).
 */
export async function drawShareCard(issue: Pick<IssueMeta, "title" | "date">, font: ArrayBuffer): Promise<Blob> {
  const fontUrl = `data:font/ttf;base64,${base64(new Uint8Array(font))}`;
  // The card names Arial first: the face takes that name, so it is used whatever the system has.
  const family = must(SVG_SANS.split(",")[0]).trim();
  const svg = issueImageSvg(issue, `@font-face{font-family:"${family}";src:url(${fontUrl}) format("truetype");font-weight:100 900}`);
  const image = new Image(SHARE_CARD_WIDTH, SHARE_CARD_HEIGHT);
  // A data: URL, which every page's policy allows for images (img-src 'self' data:).
  image.src = `data:image/svg+xml;charset=utf-8,${encodeURIComponent(svg)}`;
  await image.decode();
  const canvas = document.createElement("canvas");
  canvas.width = SHARE_CARD_WIDTH;
  canvas.height = SHARE_CARD_HEIGHT;
  must(canvas.getContext("2d")).drawImage(image, 0, 0, SHARE_CARD_WIDTH, SHARE_CARD_HEIGHT);
  return new Promise<Blob>((resolve, reject) =>
    canvas.toBlob((blob) => (blob ? resolve(blob) : reject(new Error("The browser could not encode the card"))), "image/png"),
  );
}

/** Base64 of bytes, in chunks (a spread of 100 KB would overflow the call stack). */
export function base64(bytes: Uint8Array): string {
  let binary = "";
  for (let start = 0; start < bytes.length; start += 0x8000) binary += String.fromCharCode(...bytes.subarray(start, start + 0x8000));
  return btoa(binary);
}
