import * as v from "valibot";

/** The schema's field checks: each names the variable and the value it refused. */
export const url = (name: string) =>
  v.pipe(
    v.string(`${name} must be set`),
    v.check(
      (text) => URL.canParse(text),
      (issue) => `${name} must be an absolute URL, got ${JSON.stringify(issue.input)}`,
    ),
  );

export const positiveNumber = (name: string, fallback: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (text) => text === "" || Number(text) > 0,
        (issue) => `${name} must be a positive number, got ${JSON.stringify(issue.input)}`,
      ),
      v.transform((text) => (text === "" ? fallback : Number(text))),
    ),
    String(fallback),
  );

export const nonNegativeNumber = (name: string, fallback: number) =>
  v.optional(
    v.pipe(
      v.string(),
      v.trim(),
      v.check(
        (text) => text === "" || (Number.isFinite(Number(text)) && Number(text) >= 0),
        (issue) => `${name} must be a number of 0 or more, got ${JSON.stringify(issue.input)}`,
      ),
      v.transform((text) => (text === "" ? fallback : Number(text))),
    ),
    String(fallback),
  );
