/**
 * Every generated file committed to the repository, made in memory: its path in the repository
 * and its bytes. `npm run assets` writes them; `npm run assets -- --check` compares them with the
 * committed files. What the build makes (the speaker kit, the issues' share images) is not here.
 */
import sharp from "sharp";
import { guideAddresses } from "../../src/content/guide-record.ts";
import { guideList } from "../../src/content/guides.ts";
import { guideCardSvg, guideCoverSvg, ogImageSvg } from "./guide-images.mts";
import { guidePdf } from "./guide-pdf.mts";
import { encodeIco, iconPng, iconSvg } from "./icons.mts";
import { portraitSvg } from "./portrait.mts";

/** Folders whose every file is generated: a file there that the scripts no longer make is stale (a retired guide's). */
export const GENERATED_DIRS = ["public/downloads/", "public/images/guides/", "public/images/resources/"] as const;

const inPublic = (sitePath: string) => `public${sitePath}`;

/** Runs one guide's piece of work; a failure says which guide and which part of its record. */
export async function forGuide<T>(guide: { slug: string }, part: string, work: () => T | Promise<T>): Promise<T> {
  try {
    return await work();
  } catch (error) {
    const reason = error instanceof Error ? error.message : String(error);
    throw new Error(`The guide "${guide.slug}" (src/content/guides.ts), its ${part}: ${reason}`, { cause: error });
  }
}

export async function generatedFiles(): Promise<Map<string, Uint8Array>> {
  const files = new Map<string, Uint8Array>();
  for (const guide of guideList) {
    const addresses = guideAddresses(guide);
    const cover = await forGuide(guide, "cover", () => guideCoverSvg(guide));
    files.set(inPublic(addresses.downloadHref), await forGuide(guide, "document (the PDF)", () => guidePdf(guide.document)));
    files.set(inPublic(addresses.coverSrc), Buffer.from(cover));
    files.set(inPublic(addresses.cardSrc), Buffer.from(await forGuide(guide, "card", () => guideCardSvg(guide, cover))));
  }

  const portrait = portraitSvg();
  files.set("public/images/portrait.svg", Buffer.from(portrait));
  const og = ogImageSvg(portrait);
  files.set("public/images/og-default.png", await sharp(Buffer.from(og)).png({ compressionLevel: 9, palette: true }).toBuffer());

  const icon = iconSvg();
  files.set("public/icon.svg", Buffer.from(icon));
  files.set("public/icon-192.png", await iconPng(icon, 192));
  files.set("public/icon-512.png", await iconPng(icon, 512));
  files.set("public/apple-touch-icon.png", await iconPng(icon, 180, { opaque: true }));
  files.set("public/favicon.ico", encodeIco([{ size: 32, png: await iconPng(icon, 32) }]));
  return files;
}
