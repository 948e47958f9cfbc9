/**
 * Every sent issue, read from src/content/issues/*.txt at build time, newest first.
 * Publishing an issue is adding its file there and deploying.
 */
import { parseIssueFile, type IssueFile } from "./issue.ts";
import { must } from "../must.ts";

const files = import.meta.glob<string>("../content/issues/*.txt", { query: "?raw", import: "default", eager: true });

/** Checks what the file name promises (date-slug.txt) and that no two issues share an address. */
export function buildArchive(sources: Record<string, string>): IssueFile[] {
  const issues = Object.entries(sources).map(([path, text]) => {
    const fileName = must(path.split("/").at(-1));
    const issue = parseIssueFile(text, fileName);
    if (fileName !== `${issue.date}-${issue.slug}.txt`) {
      throw new Error(`${fileName}: name the file ${issue.date}-${issue.slug}.txt (its ISSUE_DATE and ISSUE_SLUG)`);
    }
    return issue;
  });
  const slugs = new Set<string>();
  for (const issue of issues) {
    if (slugs.has(issue.slug)) throw new Error(`Two issues use the slug "${issue.slug}"`);
    slugs.add(issue.slug);
  }
  return issues.sort(byNewest);
}

export const issues: readonly IssueFile[] = buildArchive(files);

/** The issues either side of one in `list` (newest first): `newer` is undefined for the latest, `older` for the first. */
export function neighbours(slug: string, list: readonly IssueFile[] = issues): { newer?: IssueFile; older?: IssueFile } {
  const index = list.findIndex((issue) => issue.slug === slug);
  if (index === -1) return {};
  return { newer: list[index - 1], older: list[index + 1] };
}

/** Newest first, as the archive lists them: by date, then by slug. */
export function byNewest(a: IssueFile, b: IssueFile): number {
  return a.date === b.date ? a.slug.localeCompare(b.slug) : b.date.localeCompare(a.date);
}
