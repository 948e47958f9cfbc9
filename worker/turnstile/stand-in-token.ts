/**
 * Tokens of the local stand-ins. Cloudflare's test site keys all give one dummy token, which its
 * Siteverify answers for `example.com` with no action; the stand-in widget (./widget-stand-in.ts)
 * gives each visitor a new token instead, naming the page's host and the widget's action, so that
 * single use and the hostname and action checks run locally too. The widget writes the same shape
 * in the browser: `standin.` and the base64url of `{"h":host,"a":action,"n":nonce,"t":epochMs}`.
 */
export const STAND_IN_TOKEN_PREFIX = "standin.";

export interface StandInTokenClaims {
  hostname: string;
  action: string;
  /** Epoch ms the widget issued it. */
  issuedAt: number;
}

function base64url(text: string): string {
  return btoa(String.fromCharCode(...new TextEncoder().encode(text)))
    .replaceAll("+", "-")
    .replaceAll("/", "_")
    .replace(/=+$/, "");
}

/** A token as the stand-in widget would issue it on a page of `hostname` (tests use this). */
export function mintStandInToken(hostname: string, action: string, issuedAt = Date.now()): string {
  return STAND_IN_TOKEN_PREFIX + base64url(JSON.stringify({ h: hostname, a: action, n: crypto.randomUUID(), t: issuedAt }));
}

export function readStandInToken(token: string): StandInTokenClaims | undefined {
  if (!token.startsWith(STAND_IN_TOKEN_PREFIX)) return undefined;
  try {
    const text = atob(token.slice(STAND_IN_TOKEN_PREFIX.length).replaceAll("-", "+").replaceAll("_", "/"));
    const claims = JSON.parse(new TextDecoder().decode(Uint8Array.from(text, (char) => char.charCodeAt(0)))) as Record<string, unknown>;
    if (typeof claims.h !== "string" || typeof claims.a !== "string" || typeof claims.n !== "string" || typeof claims.t !== "number") return undefined;
    return { hostname: claims.h, action: claims.a, issuedAt: claims.t };
  } catch {
    return undefined;
  }
}
