import { SLUG_MAX_CHARS, SLUG_PATTERN } from "../../publishing/contract";

/** Letters Unicode's decomposition leaves whole, spelled as an English address would. */
const SPELLED: Record<string, string> = { ß: "ss", æ: "ae", œ: "oe", ø: "o", ł: "l", đ: "d", ð: "d", þ: "th", ı: "i", "&": " and " };

/**
 * The address from its title: accents dropped (é → e), lower case, every run of other
 * characters a single hyphen, at most SLUG_MAX_CHARS, cut at a word's end when one is near.
 */
export function slugFromTitle(title: string): string {
  const plain = title
    .toLowerCase()
    .replace(/[ßæœøłđðþı&]/g, (letter) => SPELLED[letter] ?? letter)
    .normalize("NFKD")
    .replace(/\p{M}/gu, "");
  const words = plain.replace(/[^a-z0-9]+/g, "-").replace(/^-+|-+$/g, "");
  if (words.length <= SLUG_MAX_CHARS) return words;
  const cut = words.slice(0, SLUG_MAX_CHARS);
  const lastBreak = cut.lastIndexOf("-");
  // Cut at the last whole word unless that throws away most of the room.
  return (lastBreak > SLUG_MAX_CHARS / 2 ? cut.slice(0, lastBreak) : cut).replace(/-+$/, "");
}

export function isValidSlug(slug: string): boolean {
  return slug.length <= SLUG_MAX_CHARS && SLUG_PATTERN.test(slug);
}
