import { shareCardProblems as words } from "../../src/content";
import { fillTemplate } from "../../src/fill-template";
import { SHARE_CARD_HEIGHT, SHARE_CARD_MAX_BYTES, SHARE_CARD_WIDTH } from "../../src/publishing";

const PNG_SIGNATURE = [0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a];

export type ShareCardCheck =
  | { ok: true; png: Uint8Array }
  | { ok: false; code: "SHARE_CARD_NOT_PNG" | "SHARE_CARD_WRONG_SIZE" | "SHARE_CARD_TOO_LARGE"; message: string };

/**
 * A share card sent by the owner's browser, checked before it is kept: PNG's eight-byte signature,
 * then the IHDR chunk first (PNG's rule, https://www.w3.org/TR/png-3/#5ChunkOrdering) with width
 * and height as 4-byte big-endian numbers at bytes 16 and 20, and at most SHARE_CARD_MAX_BYTES.
 * The pixels are not decoded: the card is the owner's own drawing, shown only as an image.
 */
export function checkShareCard(png: Uint8Array): ShareCardCheck {
  if (png.length > SHARE_CARD_MAX_BYTES)
    return { ok: false, code: "SHARE_CARD_TOO_LARGE", message: fillTemplate(words.tooLarge, { size: String(Math.ceil(png.length / 1000)) }) };
  if (png.length < 24 || PNG_SIGNATURE.some((byte, i) => png[i] !== byte) || new TextDecoder().decode(png.subarray(12, 16)) !== "IHDR")
    return { ok: false, code: "SHARE_CARD_NOT_PNG", message: words.notPng };
  const view = new DataView(png.buffer, png.byteOffset, png.byteLength);
  const [width, height] = [view.getUint32(16), view.getUint32(20)];
  if (width !== SHARE_CARD_WIDTH || height !== SHARE_CARD_HEIGHT)
    return { ok: false, code: "SHARE_CARD_WRONG_SIZE", message: fillTemplate(words.wrongSize, { width: String(width), height: String(height) }) };
  return { ok: true, png };
}
