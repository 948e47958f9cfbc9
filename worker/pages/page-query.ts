import { resourceCategories, signupAlerts, CUSTOM_TOPIC } from "../../src/content";
import { isSourcePage } from "../../src/inquiry";
import { isSeenValue, SEEN_EXPERIMENT_FIELD } from "../../src/experiments";
import { SIGNUP_ERROR_PARAM, SIGNUP_FORM_IDS } from "../../src/signup";
import type { PageRoute } from "../../src/route-types";
import { must } from "../../src/must";

const KNOWN_CATEGORIES = new Set<string>(resourceCategories.map((category) => category.slug));
const KNOWN_CODES = new Set<string>(Object.keys(signupAlerts));
const KNOWN_FORMS = new Set<string>(SIGNUP_FORM_IDS);

/** `CODE` or `CODE:formId`, with an unknown code read as FALLBACK (its alert); none for an unknown form, whose alert no form shows. */
function knownSignupError(value: string): string | undefined {
  const [code = "", form, ...rest] = value.split(":");
  if (rest.length > 0 || (form !== undefined && !KNOWN_FORMS.has(form))) return undefined;
  const known = KNOWN_CODES.has(code) ? code : "FALLBACK";
  return form === undefined ? known : `${known}:${form}`;
}

/**
 * The query parameters a page reads, each mapped to a value the pages know, or left out: any other
 * value renders the same page as one of these, so it must not make a page-cache entry of its own
 * (random values would bypass the cache and evict pages from it).
 */
const PAGE_QUERY: Record<string, (value: string) => string | undefined> = {
  category: (value) => (KNOWN_CATEGORIES.has(value) && value !== "all" ? value : undefined),
  [SIGNUP_ERROR_PARAM]: knownSignupError,
  /** The speaker page an inquiry form was opened from (/speaker-v3), and its custom-topic choice. */
  from: (value) => (isSourcePage(value) ? value : undefined),
  topic: (value) => (value === CUSTOM_TOPIC ? value : undefined),
  /** The experiment variant the organiser saw on that speaker page (`speaker-design:v3`): one of the variants defined. */
  [SEEN_EXPERIMENT_FIELD]: (value) => (isSeenValue(value) ? value : undefined),
  /** A page of /videos after the first (`?page=2`); the first has no parameter. */
  page: (value) => (/^[1-9]\d{0,3}$/.test(value) && value !== "1" ? value : undefined),
};

/** What of a route the query reads: the parameters it declares (src/route-types.ts, `query`). */
export type QueryReader = Pick<PageRoute, "query">;

/**
 * The parameters a route reads, in one order for every route: a value any other route is sent
 * renders the same page as without it, so it is dropped (no page-cache entry, no shell of its own,
 * and the address is not canonical, so Workers Cache does not keep it: edge-cache.ts).
 * test/worker/pages/page-query.test.ts renders every route and fails when a page with a signup form
 * does not read the signup error.
 */
export const queryOf = (route: QueryReader): string[] => Object.keys(PAGE_QUERY).filter((name) => route.query?.includes(name));

/** The query of `url` as `route` reads it: only its parameters, only values it knows. */
export function pageSearch(url: URL, route: QueryReader): Record<string, string> {
  const search: Record<string, string> = {};
  for (const name of queryOf(route)) {
    const value = url.searchParams.get(name);
    const mapped = value === null ? undefined : must(PAGE_QUERY[name])(value);
    if (mapped !== undefined) search[name] = mapped;
  }
  return search;
}
