import { parseDraft, plain } from "../../src/newsletter";
import { indexableText } from "../../src/search";

/**
 * Bumped when `searchableText` changes what it extracts: the next search then indexes every
 * published issue again (sources.ts), so old entries never keep the old extraction.
 */
export const TEXT_VERSION = "1";

/**
 * The words of an issue a reader reads, as plain text: the hook, the intro, each section's title
 * and blocks. Not the footer, which every issue shares (a search for "unsubscribe" would find them
 * all). Tags, entities and Kit's merge tags are resolved as on the page.
 */
export function searchableText(draft: string): string {
  const content = parseDraft(draft);
  const parts = [content.hook, content.intro, ...content.sections.flatMap((section) => [section.title, ...section.content])];
  return indexableText(
    parts
      .map(plain)
      .filter((part) => part.trim() !== "")
      .join("\n"),
  );
}
