/** Text helpers for the SVG images drawn at build (guide covers, share cards). */

export const SVG_SANS = "Arial, Helvetica, sans-serif";

/** Greedy wrap by characters: each block uses one font size, so a character budget is enough. */
export function wrapWords(text: string, max: number): string[] {
  const out: string[] = [];
  let line = "";
  for (const word of text.split(/\s+/)) {
    const next = line ? `${line} ${word}` : word;
    if (next.length > max && line) {
      out.push(line);
      line = word;
    } else line = next;
  }
  return line ? [...out, line] : out;
}
