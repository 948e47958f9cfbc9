import { resourceCategories } from "../../src/content/resources";
import { signupAlerts } from "../../src/content/signup";
import { CUSTOM_TOPIC } from "../../src/content/inquiry";
import { isSourcePage } from "../../src/inquiry/schema";
import { isSeenValue, SEEN_EXPERIMENT_FIELD } from "../../src/experiments";
import { SIGNUP_ERROR_PARAM, SIGNUP_FORM_IDS } from "../../src/signup/contract";

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
};

/** The query of `url` as pages read it: only their parameters, only values they know. */
export function pageSearch(url: URL): Record<string, string> {
  const search: Record<string, string> = {};
  for (const [name, known] of Object.entries(PAGE_QUERY)) {
    const value = url.searchParams.get(name);
    const mapped = value === null ? undefined : known(value);
    if (mapped !== undefined) search[name] = mapped;
  }
  return search;
}
