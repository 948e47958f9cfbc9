import type { GuideRecord } from "./guide-record.ts";

/** The fields no two guides may share: each names a page, a file or a Kit tag that one guide owns. */
const UNIQUE_FIELDS: Record<string, (guide: Pick<GuideRecord, "slug" | "path" | "download" | "kitTag">) => string> = {
  slug: (guide) => guide.slug,
  path: (guide) => guide.path,
  "PDF name": (guide) => guide.download.file,
  "Kit tag": (guide) => guide.kitTag,
};

/**
 * Every field two guides share, as sentences naming both guides: a copied record that keeps another
 * guide's path would otherwise shadow its pages, and `npm run assets` would overwrite its PDF.
 * Compared without case: URLs, file systems and Kit's tags do not tell "Guide" from "guide" reliably.
 */
export function sharedGuideFields(list: readonly Pick<GuideRecord, "slug" | "path" | "download" | "kitTag">[]): string[] {
  const problems: string[] = [];
  for (const [field, fieldOf] of Object.entries(UNIQUE_FIELDS)) {
    const owners = new Map<string, string>();
    for (const guide of list) {
      const key = fieldOf(guide).trim().toLowerCase();
      const first = owners.get(key);
      if (first === undefined) owners.set(key, guide.slug);
      else problems.push(`The guides "${first}" and "${guide.slug}" have the same ${field} ("${fieldOf(guide)}"): each guide needs its own.`);
    }
  }
  return problems;
}

/** Throws on the first shared field: src/content/guides.ts calls it, so the tests, the build and `npm run assets` stop there. */
export function assertDistinctGuides(list: Parameters<typeof sharedGuideFields>[0]): void {
  const problems = sharedGuideFields(list);
  if (problems.length) throw new Error(`src/content/guides.ts: ${problems.join(" ")}`);
}
