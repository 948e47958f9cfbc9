/**
 * Whether a committed generated file still says what the scripts make now. SVG and PDF are
 * compared byte for byte (the PDFs' dates are fixed and pdf-lib writes no random ID). PNG and ICO
 * are compared by the pixels they show: their compressed bytes depend on the zlib inside sharp's
 * build, not on what the scripts draw.
 */
import sharp from "sharp";
import { decodeIco } from "./icons.mts";
import { must } from "../../src/must.ts";

async function pixels(png: Uint8Array): Promise<Buffer> {
  const { data, info } = await sharp(png).ensureAlpha().raw().toBuffer({ resolveWithObject: true });
  return Buffer.concat([Buffer.from(`${info.width}x${info.height}:`), data]);
}

async function samePixels(a: Uint8Array, b: Uint8Array): Promise<boolean> {
  try {
    return (await pixels(a)).equals(await pixels(b));
  } catch {
    return false; // not a readable image: it differs
  }
}

export async function sameContent(path: string, committed: Uint8Array, made: Uint8Array): Promise<boolean> {
  if (path.endsWith(".png")) return samePixels(committed, made);
  if (path.endsWith(".ico")) {
    let ours: ReturnType<typeof decodeIco>;
    let theirs: ReturnType<typeof decodeIco>;
    try {
      [ours, theirs] = [decodeIco(Buffer.from(made)), decodeIco(Buffer.from(committed))];
    } catch {
      return false;
    }
    if (ours.length !== theirs.length) return false;
    for (const [i, image] of ours.entries()) {
      if (image.size !== must(theirs[i]).size || !(await samePixels(image.png, must(theirs[i]).png))) return false;
    }
    return true;
  }
  return Buffer.from(committed).equals(Buffer.from(made));
}
