import { must } from "../../src/must";
/** A Content-Type's media type, lower case, without its parameters (`application/json; charset=utf-8` is `application/json`). */
export const mediaTypeOf = (contentType: string | null | undefined): string =>
  must((contentType ?? "").split(";")[0])
    .trim()
    .toLowerCase();

export const JSON_TYPE = "application/json";
export const FORM_TYPE = "application/x-www-form-urlencoded";
export const MULTIPART_TYPE = "multipart/form-data";
/** What a script or a page's form sends: JSON, or a urlencoded form (the public endpoints take no multipart). */
export const SCRIPT_OR_FORM: readonly string[] = [JSON_TYPE, FORM_TYPE];
/** Every body the owner's pages send: the previewer's JSON, and his forms, urlencoded or multipart. */
export const ANY_FIELDS: readonly string[] = [JSON_TYPE, FORM_TYPE, MULTIPART_TYPE];

/** The two kinds of body the site's forms and scripts send: JSON, or a form (urlencoded or multipart). */
export type BodyKind = "json" | "form";

/** The kind of a body of one of the `accepted` media types; undefined for any other. */
export function bodyKindOf(contentType: string | null | undefined, accepted: readonly string[] = ANY_FIELDS): BodyKind | undefined {
  const type = mediaTypeOf(contentType);
  if (!accepted.includes(type)) return undefined;
  return type === JSON_TYPE ? "json" : "form";
}
