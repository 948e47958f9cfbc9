import { must } from "../../src/must";
/**
 * The site's security policy as plain data: the one source of truth for the worker's response
 * headers (worker/security/security-headers.ts) and for the `_headers` file that the static
 * assets layer applies to public/ and the hashed build (build/headers-plugin.ts). No Workers
 * APIs here: the build imports this file in Node.
 */

type Directives = Record<string, string[]>;

/** Google Analytics 4 (gtag.js), per Google's CSP guide; allowed only when analytics is configured. */
export const ANALYTICS_SOURCES = {
  script: ["https://www.googletagmanager.com"],
  connect: ["https://*.google-analytics.com", "https://*.analytics.google.com", "https://*.googletagmanager.com"],
  img: ["https://*.google-analytics.com", "https://*.googletagmanager.com"],
} as const;

/** Cloudflare Turnstile's widget: its script and its challenge frame (Cloudflare's CSP guide). */
export const TURNSTILE_SOURCES = {
  script: ["https://challenges.cloudflare.com"],
  frame: ["https://challenges.cloudflare.com"],
} as const;

/** Every script is an external same-origin file: no inline code, no eval, anywhere. */
function baseDirectives(): Directives {
  return {
    "default-src": ["'self'"],
    "script-src": ["'self'"],
    "style-src": ["'self'"],
    "img-src": ["'self'", "data:"],
    "font-src": ["'self'"],
    "connect-src": ["'self'"],
    "frame-src": ["'none'"],
    "worker-src": ["'none'"],
    "manifest-src": ["'self'"],
    "object-src": ["'none'"],
    "base-uri": ["'self'"],
    "form-action": ["'self'"],
    "frame-ancestors": ["'none'"],
  };
}

function serialize(directives: Directives): string {
  return Object.entries(directives)
    .map(([name, sources]) => `${name} ${sources.join(" ")}`)
    .join("; ");
}

export interface CspOptions {
  /** Allow the analytics provider's hosts (when ANALYTICS_MEASUREMENT_ID is set). */
  analytics?: boolean;
  /**
   * Allow Turnstile's widget: only for pages with a signup form, and only when a real site key is
   * configured (test keys load the same-origin stand-in). Its frame talks to Cloudflare itself, so
   * `connect-src` stays `'self'`.
   */
  turnstile?: boolean;
  /**
   * The origins the page frames, as its route declares them (a video's page: YouTube's
   * privacy-enhanced player); none leaves `frame-src` as it is.
   */
  frames?: readonly string[];
  /** Vite's dev server injects styles as <style> elements; never in a build. */
  devServer?: boolean;
  /** Hashes (`sha256-...`) of the inline stylesheets the response carries (a page's own styles). */
  styleHashes?: string[];
}

function strictDirectives({ analytics = false, turnstile = false, frames = [], devServer = false, styleHashes = [] }: CspOptions): Directives {
  const directives = baseDirectives();
  if (analytics) {
    must(directives["script-src"]).push(...ANALYTICS_SOURCES.script);
    must(directives["connect-src"]).push(...ANALYTICS_SOURCES.connect);
    must(directives["img-src"]).push(...ANALYTICS_SOURCES.img);
  }
  if (turnstile) {
    must(directives["script-src"]).push(...TURNSTILE_SOURCES.script);
    directives["frame-src"] = [...TURNSTILE_SOURCES.frame];
  }
  if (frames.length > 0) directives["frame-src"] = [...must(directives["frame-src"]).filter((source) => source !== "'none'"), ...frames];
  if (devServer) must(directives["style-src"]).push("'unsafe-inline'");
  must(directives["style-src"]).push(...styleHashes.map((hash) => `'${hash}'`));
  return directives;
}

/** The strict policy of every page, API answer, error and asset. */
export function strictCsp(options: CspOptions = {}): string {
  return serialize(strictDirectives(options));
}

/**
 * The newsletter previewer shows email HTML, which must carry inline styles, in a sandboxed
 * iframe (srcdoc inherits this policy; a blob: URL needs frame-src). Scripts stay as strict as
 * everywhere else. Only internal pages get this (worker/internal/internal-pages.ts).
 */
export function relaxedPreviewCsp(options: CspOptions = {}): string {
  // No hashes here: a hash in style-src would make browsers ignore 'unsafe-inline'.
  const directives = strictDirectives({ ...options, styleHashes: [] });
  if (!must(directives["style-src"]).includes("'unsafe-inline'")) must(directives["style-src"]).push("'unsafe-inline'");
  must(directives["img-src"]).push("https:", "blob:");
  directives["frame-src"] = ["'self'", "blob:"];
  directives["child-src"] = ["'self'", "blob:"];
  return serialize(directives);
}

/** Headers every response carries besides the CSP. */
export const SECURITY_HEADERS: Readonly<Record<string, string>> = {
  "Strict-Transport-Security": "max-age=31536000; includeSubDomains",
  "X-Content-Type-Options": "nosniff",
  "Referrer-Policy": "strict-origin-when-cross-origin",
  "Permissions-Policy":
    "accelerometer=(), autoplay=(), camera=(), display-capture=(), geolocation=(), gyroscope=(), magnetometer=(), microphone=(), payment=(), usb=(), browsing-topics=()",
  "Cross-Origin-Opener-Policy": "same-origin",
  "Cross-Origin-Resource-Policy": "same-origin",
  "X-Frame-Options": "DENY",
  "Origin-Agent-Cluster": "?1",
  "X-Permitted-Cross-Domain-Policies": "none",
};

/** Long-lived caching for files whose names carry a content hash. */
export const IMMUTABLE_CACHE_CONTROL = "public, max-age=31536000, immutable";
