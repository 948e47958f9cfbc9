/** A Content-Type's media type, lower case, without its parameters (`application/json; charset=utf-8` is `application/json`). */
export const mediaTypeOf = (contentType: string | null | undefined): string => (contentType ?? "").split(";")[0]!.trim().toLowerCase();

/** The two kinds of body the site's forms and scripts send: JSON, or a form (urlencoded or multipart). */
export type BodyKind = "json" | "form";

export function bodyKindOf(contentType: string | null | undefined): BodyKind | undefined {
  const type = mediaTypeOf(contentType);
  if (type === "application/json") return "json";
  if (type === "application/x-www-form-urlencoded" || type === "multipart/form-data") return "form";
  return undefined;
}
