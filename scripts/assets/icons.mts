/**
 * The site's icons: icon.svg drawn in the brand palette, and the raster copies browsers and home
 * screens ask for (favicon.ico, apple-touch-icon.png, icon-192.png, icon-512.png), rendered from
 * it with sharp.
 */
import sharp from "sharp";
import { brand, neutral } from "../../src/styles/palette.ts";

export function iconSvg(): string {
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 64 64"><rect width="64" height="64" rx="14" fill="${neutral.dark}"/><path d="M25 19v26l21-13z" fill="${brand.accentOnDark}"/></svg>\n`;
}

/** The icon as a PNG of `size` pixels; `opaque` fills the rounded corners (iOS draws its own mask). */
export function iconPng(svg: string, size: number, options: { opaque?: boolean } = {}): Promise<Buffer> {
  // density: render the 64-unit drawing at the target size, not upscaled from 64 px.
  let image = sharp(Buffer.from(svg), { density: (72 * size) / 64 }).resize(size, size);
  if (options.opaque) image = image.flatten({ background: neutral.dark });
  return image.png({ compressionLevel: 9 }).toBuffer();
}

/**
 * An ICO file holding PNG images (allowed since Windows Vista, read by every current browser):
 * a 6-byte header, a 16-byte entry per image, then the PNGs.
 * https://learn.microsoft.com/en-us/previous-versions/ms997538(v=msdn.10)
 */
export function encodeIco(images: readonly { size: number; png: Buffer }[]): Buffer {
  const header = Buffer.alloc(6);
  header.writeUInt16LE(0, 0); // reserved
  header.writeUInt16LE(1, 2); // 1 = icon
  header.writeUInt16LE(images.length, 4);
  let offset = 6 + 16 * images.length;
  const entries = images.map(({ size, png }) => {
    const entry = Buffer.alloc(16);
    entry.writeUInt8(size >= 256 ? 0 : size, 0); // width, 0 means 256
    entry.writeUInt8(size >= 256 ? 0 : size, 1); // height
    entry.writeUInt8(0, 2); // no palette
    entry.writeUInt8(0, 3); // reserved
    entry.writeUInt16LE(1, 4); // colour planes
    entry.writeUInt16LE(32, 6); // bits per pixel
    entry.writeUInt32LE(png.length, 8);
    entry.writeUInt32LE(offset, 12);
    offset += png.length;
    return entry;
  });
  return Buffer.concat([header, ...entries, ...images.map((image) => image.png)]);
}

/** The PNG images inside an ICO file written by `encodeIco`, for comparing what they show. */
export function decodeIco(ico: Buffer): { size: number; png: Buffer }[] {
  if (ico.length < 6 || ico.readUInt16LE(0) !== 0 || ico.readUInt16LE(2) !== 1) throw new Error("not an ICO file");
  return Array.from({ length: ico.readUInt16LE(4) }, (_, i) => {
    const entry = 6 + 16 * i;
    const size = ico.readUInt8(entry) || 256;
    const length = ico.readUInt32LE(entry + 8);
    const offset = ico.readUInt32LE(entry + 12);
    return { size, png: ico.subarray(offset, offset + length) };
  });
}
