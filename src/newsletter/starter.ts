/**
 * The lines a new issue starts from ("New issue"): the format's parts (docs/newsletter.md) with
 * placeholders to write over, never an earlier issue's text. The footer is left out: it keeps
 * the site's.
 */
export const STARTER_DRAFT = `HOOK: One line: the inbox preview and the lead under the masthead.

INTRO:
What this issue is about, in a sentence or two.

# The first idea

A paragraph. Blocks are separated by blank lines.

# The second idea

A paragraph.

TIP_BOX: One thing to try this week.
`;

/** The starter lines of an issue about one video: its VIDEO: line (docs/newsletter.md) after the intro. */
export function starterAboutVideo(videoUrl: string): string {
  return STARTER_DRAFT.replace("\n# The first idea", `\nVIDEO: ${videoUrl}\n\n# The first idea`);
}
