/** How many words of a draft name it before it has a title. */
const FIRST_WORDS = 8;
/** A marker of the format at the start of a line: `HOOK:`, `INTRO:`, `FOOTER_SIGNUP:`, `PRO_TIP` alone. */
const MARKER = /^[A-Z][A-Z_]*(?::\s*|$)/;

/**
 * The words a draft is known by before it has a title: its first line of text, without the
 * format's markers (`HOOK:`, `INTRO:`, `# `, `PRO_TIP`...) or inline tags, cut after a few words.
 */
export function firstWords(text: string, max = FIRST_WORDS): string {
  for (const raw of text.split("\n")) {
    const line = raw
      .trim()
      .replace(MARKER, "")
      .replace(/^#{1,2}\s+/, "")
      .replace(/<[^>]*>/g, "")
      .trim();
    if (!line) continue;
    const words = line.split(/\s+/);
    return words.length > max ? `${words.slice(0, max).join(" ")}…` : line;
  }
  return "";
}
