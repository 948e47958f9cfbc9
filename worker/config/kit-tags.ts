import type { KitSettings } from "./kit";

/**
 * What a signup may be for: each slug a signup can carry (the guides, the course waitlist), with
 * its Kit tag's name when it has one. The worker's entry gives it from the guides' records
 * (src/content), so configuration reads no content of its own.
 */
export type TaggedSignups = ReadonlyMap<string, string | undefined>;

/**
 * What KIT_TAG_IDS lacks or has too much, one sentence each, naming the guide: a signup for a
 * guide without a tag id joins the newsletter form only (worker/kit/deliver.ts), so a new guide
 * whose tag was forgotten would quietly lose its segment. Logged at start-up in production.
 */
export function kitTagProblems(kit: KitSettings, signups: TaggedSignups): string[] {
  if (kit.kind !== "kit") return [];
  const { tagIds } = kit.config;
  const missing = [...signups.keys()]
    .filter((slug) => !Object.hasOwn(tagIds, slug))
    .map((slug) => {
      const tag = signups.get(slug);
      return `KIT_TAG_IDS has no tag id for "${slug}"${tag ? ` (the guide's Kit tag "${tag}")` : ""}: its signups join the newsletter form untagged`;
    });
  const unknown = Object.keys(tagIds)
    .filter((slug) => !signups.has(slug))
    .map((slug) => `KIT_TAG_IDS has a tag id for "${slug}", which is no guide or signup of this site (a retired guide?)`);
  return [...missing, ...unknown];
}
