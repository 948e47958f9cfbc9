import { VIDEO_SLUG_PATTERN } from "../../src/videos";

const SLUG_MAX = 60;

/** A page's slug from a video's title: lower-case ASCII words, accents dropped, at most 60 characters. */
export function slugOfTitle(title: string): string {
  const words = title
    .normalize("NFKD")
    .replace(/[\u0300-\u036f]/g, "")
    .toLowerCase()
    .replace(/&/g, " and ")
    .replace(/[^a-z0-9]+/g, "-")
    .replace(/^-+|-+$/g, "");
  const cut = words.length <= SLUG_MAX ? words : words.slice(0, SLUG_MAX).replace(/-[^-]*$/, "") || words.slice(0, SLUG_MAX);
  const slug = cut.replace(/-+$/, "");
  return VIDEO_SLUG_PATTERN.test(slug) ? slug : "video";
}

/** The slug when `base` is taken: the video's id, in the slug's alphabet, keeps it unique. */
export function slugWithId(base: string, id: string): string {
  const tail =
    id
      .toLowerCase()
      .replace(/[^a-z0-9]+/g, "-")
      .replace(/^-+|-+$/g, "") || "v";
  return `${base}-${tail}`;
}
