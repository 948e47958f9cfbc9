import { guideList } from "../../src/content/guides";
import { magnets } from "../../src/content/magnets";
import type { KitSettings } from "./kit";

/**
 * What KIT_TAG_IDS lacks or has too much, one sentence each, naming the guide: a signup for a
 * guide without a tag id joins the newsletter form only (worker/kit/deliver.ts), so a new guide
 * whose tag was forgotten would quietly lose its segment. Logged at start-up in production.
 */
export function kitTagProblems(kit: KitSettings): string[] {
  if (kit.kind !== "kit") return [];
  const { tagIds } = kit.config;
  const kitTagOf = new Map<string, string>(guideList.map((guide) => [guide.slug, guide.kitTag]));
  const missing = Object.keys(magnets)
    .filter((slug) => !Object.hasOwn(tagIds, slug))
    .map(
      (slug) =>
        `KIT_TAG_IDS has no tag id for "${slug}"${kitTagOf.has(slug) ? ` (the guide's Kit tag "${kitTagOf.get(slug)}")` : ""}: its signups join the newsletter form untagged`,
    );
  const unknown = Object.keys(tagIds)
    .filter((slug) => !Object.hasOwn(magnets, slug))
    .map((slug) => `KIT_TAG_IDS has a tag id for "${slug}", which is no guide or signup of this site (a retired guide?)`);
  return [...missing, ...unknown];
}
