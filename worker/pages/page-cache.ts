import type { Context } from "hono";
import { BUILD_ID } from "../build-id";
import { afterResponse } from "../background";
import { viewValue, type ExperimentView } from "../../src/experiments";
import type { PageRoute } from "../../src/route-types";
import { configOf, type AppEnv, type Env } from "../config";
import { cacheGeneration } from "./cache-generation";
import { pageSearch } from "./page-query";
import { must } from "../../src/must.ts";

/**
 * Pages are the same for every visitor, so rendered HTML is kept, keyed by build and URL: in the
 * isolate's memory (fastest: no I/O) and in the Workers Cache API (shared by isolates in a data
 * centre). A deploy changes the build id, so a new build never serves pages linking old assets.
 * Only the query parameters a page reads, mapped to values it knows (page-query.ts), are part of
 * the key, so random query strings neither bypass the cache nor fill it.
 */

/** The Cache API copy's own header (that cache keeps what a shared cache may); responses carry edge-cache.ts's. */
export const PAGE_CACHE_CONTROL = "public, max-age=300, s-maxage=86400, stale-while-revalidate=604800";
/**
 * A page whose answer depends on the visitor (an experiment's variant): the visitor's browser may
 * keep it, but asks again each time (a 304 while their variant holds); no shared cache keeps it.
 */
export const PER_VISITOR_CACHE_CONTROL = "private, no-cache";

/** On a stored or passed-on page only (never to a visitor): how long it took to render. */
const RENDER_MS_HEADER = "X-Render-Ms";
/** On a stored or passed-on page only: it renders a signup form (its CSP may allow Turnstile). */
const SIGNUP_FORM_HEADER = "X-Signup-Form";
/** On a stored or passed-on page only: the origins its route declared it frames (its CSP's frame-src), space-separated. */
const FRAMES_HEADER = "X-Frames";
const MEMORY_ENTRIES = 64;

export interface CachedPage {
  body: ReadableStream | Uint8Array<ArrayBuffer>;
  renderMs: number;
  signupForm: boolean;
  /** The origins the page's route declared it frames (its load is not run again on a hit). */
  frames: readonly string[];
  tier: "memory" | "edge";
}

export interface Remembered {
  html: Uint8Array<ArrayBuffer>;
  renderMs: number;
  signupForm: boolean;
  /** The origins its route declared it frames, as rendered (the loaded route's, when it has one); none for the feed. */
  frames?: readonly string[];
}

/** A rendered page as a response (the Cache API copy, the variant entrypoint's answer), with what the worker needs of it. */
export function pageResponse(page: Remembered, headers: Record<string, string>): Response {
  return new Response(page.html, {
    headers: {
      ...headers,
      [RENDER_MS_HEADER]: String(page.renderMs),
      ...(page.signupForm ? { [SIGNUP_FORM_HEADER]: "1" } : {}),
      ...(page.frames?.length ? { [FRAMES_HEADER]: page.frames.join(" ") } : {}),
    },
  });
}

/** The page a `pageResponse` holds. */
export async function pageOfResponse(response: Response): Promise<Remembered> {
  return {
    html: new Uint8Array(await response.arrayBuffer()),
    renderMs: Number(response.headers.get(RENDER_MS_HEADER) ?? 0),
    signupForm: response.headers.get(SIGNUP_FORM_HEADER) === "1",
    frames: (response.headers.get(FRAMES_HEADER) ?? "").split(" ").filter((origin) => origin !== ""),
  };
}

const memory = new Map<string, Remembered>();
/** Pages rendered while the isolate started (warm-up.tsx), keyed without an origin: no request had come yet. */
const startUpPages = new Map<string, Remembered>();
const withoutOrigin = (key: string) => key.slice(new URL(key).origin.length);

/** Keeps a route's page rendered at start-up (no query), for the first request of it from any origin. */
export function keepStartUpPage(routePath: string, env: Env, page: Remembered): void {
  startUpPages.set(withoutOrigin(pageCacheKey({ path: routePath }, new URL("https://start-up.invalid"), env)), page);
}

/** The settings part of the key, once per env object (the same for every request of an isolate). */
const configHashes = new WeakMap<Env, string>();
function configHash(env: Env): string {
  let value = configHashes.get(env);
  if (value === undefined) {
    value = hash(JSON.stringify(configOf(env).publicConfig));
    configHashes.set(env, value);
  }
  return value;
}

/**
 * The key of a route's page: the route's own path (not the request's: `/%72esources` is routed to
 * /resources and renders the same page, so it must not make a second entry), the build, the
 * public settings, the experiment variant it shows (one of the few each experiment defines, never
 * anything a visitor sends, so visitors cannot multiply entries), the version of the content it
 * shows when that can change without a deploy (published issues), and the query values the page reads.
 */
export function pageCacheKey(route: Pick<PageRoute, "path" | "query">, url: URL, env: Env, experiment?: ExperimentView, content?: string): string {
  const key = new URL(route.path, url.origin);
  key.searchParams.set("__build", BUILD_ID);
  key.searchParams.set("__config", configHash(env));
  // The desk's purge changes it (cache-generation.ts).
  key.searchParams.set("__generation", cacheGeneration());
  if (experiment) key.searchParams.set("__experiment", viewValue(experiment));
  // What the page shows besides the build (the newsletter's issues: worker/publishing/content-version.ts).
  if (content !== undefined) key.searchParams.set("__content", content);
  for (const [name, value] of Object.entries(pageSearch(url, route))) key.searchParams.set(name, value);
  return key.href;
}

/** A weak validator: the same build renders the same bytes for the same key. */
export function pageEtag(key: string): string {
  return `W/"${BUILD_ID}-${hash(key)}"`;
}

function hash(text: string): string {
  let h = 0x811c9dc5;
  for (let i = 0; i < text.length; i++) h = Math.imul(h ^ text.charCodeAt(i), 0x01000193);
  return (h >>> 0).toString(36);
}

function edgeCache(): Cache | undefined {
  // `caches.default` exists in workerd; guard for runtimes without the Cache API.
  return typeof caches !== "undefined" ? (caches as unknown as { default?: Cache }).default : undefined;
}

function remember(key: string, page: Remembered) {
  memory.delete(key);
  memory.set(key, page);
  if (memory.size > MEMORY_ENTRIES) memory.delete(must(memory.keys().next().value));
}

/** Forgets every page this isolate keeps in memory (the desk's purge; other isolates follow the generation). */
export function forgetCachedPages(): void {
  memory.clear();
  startUpPages.clear();
}

/** A reload asking for a fresh copy (`Cache-Control: no-cache`) is rendered again, as HTTP caches do. */
export async function readCachedPage(c: Context<AppEnv>, key: string): Promise<CachedPage | undefined> {
  if (/\bno-cache\b/.test(c.req.header("Cache-Control") ?? "")) return undefined;
  const inMemory = memory.get(key);
  if (inMemory) return { body: inMemory.html, renderMs: inMemory.renderMs, signupForm: inMemory.signupForm, frames: inMemory.frames ?? [], tier: "memory" };
  const startedWith = startUpPages.get(withoutOrigin(key));
  if (startedWith) {
    remember(key, startedWith);
    return { body: startedWith.html, renderMs: startedWith.renderMs, signupForm: startedWith.signupForm, frames: startedWith.frames ?? [], tier: "memory" };
  }

  const cached = await edgeCache()?.match(new Request(key));
  if (!cached?.body) return undefined;
  const page = await pageOfResponse(cached);
  remember(key, page);
  return { body: page.html, renderMs: page.renderMs, signupForm: page.signupForm, frames: page.frames ?? [], tier: "edge" };
}

/**
 * Keeps a freshly rendered page: in memory at once, and in the Workers Cache API after the
 * answer (waitUntil). A forced re-render of a page this isolate already holds is the same bytes
 * (same build, same key): nothing is written then.
 */
export function storeCachedPage(c: Context<AppEnv>, key: string, page: Remembered, headers: Record<string, string>): void {
  if (memory.has(key)) return;
  remember(key, page);
  const cache = edgeCache();
  if (cache) afterResponse(c, cache.put(new Request(key), pageResponse(page, headers)));
}
