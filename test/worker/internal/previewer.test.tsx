import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { sign } from "hono/jwt";
import { beforeAll, beforeEach, describe, expect, it, vi } from "vitest";
import { STYLE_LIST } from "../../../src/newsletter";
import { createApp } from "../../../worker/app";
import type { Env } from "../../../worker/config";
import { definePage } from "../../../src/route-types";
import { guardTallies } from "../../../src/content/guard-tallies";
import { forgetHeldTallies, HELD_WRITE_MS, readTallies, TALLIES_KEPT_DAYS } from "../../../worker/tallies";
import worker from "../../../worker/index";
import { DEAD_LETTERS_ALERT_CRON } from "../../../worker/signup";
import { attributeOf, decode, startTags } from "../pages/screens-html";
// Tests mirror the module they prove (worker/internal) and may read its inner files.
import { accessKey, forgetAccessKeys, KEYS_FRESH_MS, UNKNOWN_KID_REFETCH_MS } from "../../../worker/internal/access-keys";

const PREVIEWER_PATHS = ["/newsletter-preview", "/newsletter-preview-backup"] as const;

async function fetchWithPassword(path: string, password: string | undefined, authorization?: string, environment = "development", app = createApp()) {
  const ctx = createExecutionContext();
  const headers = authorization ? { Authorization: authorization } : undefined;
  const response = await app.fetch(
    new Request(`https://site.test${path}`, { headers }),
    { ...(env as unknown as Env), PREVIEW_PASSWORD: password, ENVIRONMENT: environment },
    ctx,
  );
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, body };
}

const basic = (user: string, password: string) => `Basic ${btoa(`${user}:${password}`)}`;
/** A password that meets the rule (10^12 guesses or more by the estimate), as `openssl rand -base64 24` would give. */
const STRONG = "q7Vx2mLp9RtZ4bNc8KwY3sHd";

function directive(csp: string | null, name: string): string[] {
  const entry = (csp ?? "")
    .split(";")
    .map((part) => part.trim().split(/\s+/))
    .find(([key]) => key === name);
  return entry?.slice(1) ?? [];
}

describe.each(PREVIEWER_PATHS)("the previewer at %s", (path) => {
  it("stays out of search engines: robots meta and X-Robots-Tag", async () => {
    const response = await SELF.fetch(`https://site.test${path}`);
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(await response.text()).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });

  it("is never cached: private, no-store and no ETag", async () => {
    const response = await SELF.fetch(`https://site.test${path}`);
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("ETag")).toBeNull();
  });

  it("gets the relaxed policy for inline email styles while scripts stay strict", async () => {
    const csp = (await SELF.fetch(`https://site.test${path}`)).headers.get("Content-Security-Policy");
    expect(directive(csp, "style-src")).toContain("'unsafe-inline'");
    expect(directive(csp, "img-src")).toContain("https:");
    expect(directive(csp, "script-src")).toEqual(["'self'"]);
  });

  it("server-renders the tool: six styles, the sample email in a sandboxed frame where no script runs, the draft", async () => {
    const html = await (await SELF.fetch(`https://site.test${path}`)).text();
    for (const style of STYLE_LIST) expect(html).toContain(style.name);
    const frame = startTags(html, "iframe")[0] ?? "";
    expect(attributeOf(frame, "sandbox")).toBeDefined();
    expect(attributeOf(frame, "sandbox")).not.toContain("allow-same-origin");
    const email = decode(attributeOf(frame, "srcdoc") ?? "");
    expect(email).toMatch(/^<!doctype html>/);
    expect(email).toContain("script-src 'none'");
    expect(email).toContain("{{ unsubscribe_url }}");
    expect(html).toMatch(/<textarea[^>]*>HOOK: Your average retention/);
    expect(html).toContain('data-island="NewsletterPreviewer"');
    expect(html).toMatch(/<button[^>]*aria-pressed="true"[^>]*>Mobile<\/button>/);
    expect(html).toMatch(/<button[^>]*aria-pressed="false"[^>]*>Show Code<\/button>/);
  });

  it("asks for a password when PREVIEW_PASSWORD is set, and lets in any user name with it", async () => {
    const missing = await fetchWithPassword(path, STRONG);
    expect(missing.response.status).toBe(401);
    expect(missing.response.headers.get("WWW-Authenticate")).toMatch(/^Basic realm="/);
    expect(missing.response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(missing.body).not.toContain("NewsletterPreviewer");

    expect((await fetchWithPassword(path, STRONG, basic("owner", "wrong"))).response.status).toBe(401);
    const allowed = await fetchWithPassword(path, STRONG, basic("anyone", STRONG));
    expect(allowed.response.status).toBe(200);
    expect(allowed.body).toContain('data-island="NewsletterPreviewer"');
  });

  it("stays open in local development when no PREVIEW_PASSWORD is set", async () => {
    expect((await fetchWithPassword(path, undefined)).response.status).toBe(200);
    expect((await fetchWithPassword(path, "")).response.status).toBe(200);
  });

  it("stays locked in production when no PREVIEW_PASSWORD is set, with a page that says how to set it", async () => {
    for (const password of [undefined, ""]) {
      const { response, body } = await fetchWithPassword(path, password, undefined, "production");
      expect(response.status).toBe(503);
      expect(response.headers.get("Cache-Control")).toBe("private, no-store");
      expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
      expect(body).toContain("The newsletter previewer is locked");
      expect(body).toContain("npx wrangler secret put PREVIEW_PASSWORD");
      expect(body).not.toContain("NewsletterPreviewer");
    }
  });

  it("asks for the password in production once it is set", async () => {
    expect((await fetchWithPassword(path, STRONG, undefined, "production")).response.status).toBe(401);
    expect((await fetchWithPassword(path, STRONG, basic("owner", STRONG), "production")).response.status).toBe(200);
  });
});

describe("the two previewer instances", () => {
  it("default to editorial on the main page and minimal on the backup", async () => {
    const checked = (html: string) =>
      startTags(html, "input")
        .find((tag) => attributeOf(tag, "type") === "radio" && attributeOf(tag, "checked") !== undefined)
        ?.match(/value="(\w+)"/)?.[1];
    expect(checked(await (await SELF.fetch("https://site.test/newsletter-preview")).text())).toBe("editorial");
    expect(checked(await (await SELF.fetch("https://site.test/newsletter-preview-backup")).text())).toBe("minimal");
  });
});

const ToolPage = () => <p>Tool</p>;

describe("a route flagged internal", () => {
  // The flag alone makes a page internal: no path is matched anywhere else.
  const app = createApp([definePage({ path: "/tool", title: "Tool", description: "An internal tool.", Page: ToolPage, internal: true })]);

  it("gets the password, the email-preview policy, private no-store and noindex", async () => {
    expect((await fetchWithPassword("/tool", STRONG, undefined, "production", app)).response.status).toBe(401);
    expect((await fetchWithPassword("/tool", undefined, undefined, "production", app)).response.status).toBe(503);
    const { response, body } = await fetchWithPassword("/tool", STRONG, basic("me", STRONG), "production", app);
    expect(response.status).toBe(200);
    expect(body).toContain("<p>Tool</p>");
    expect(directive(response.headers.get("Content-Security-Policy"), "style-src")).toContain("'unsafe-inline'");
    expect(response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(response.headers.get("X-Robots-Tag")).toBe("noindex, nofollow");
    expect(body).toContain('<meta name="robots" content="noindex, nofollow"/>');
  });
});

describe("outside the previewer", () => {
  it("the password guards nothing else: public pages and files stay open", async () => {
    for (const path of ["/", "/newsletter", "/robots.txt", "/newsletter-previews"]) {
      expect((await fetchWithPassword(path, STRONG)).response.status, path).not.toBe(401);
    }
  });

  it("pages keep the strict policy without inline styles", async () => {
    const csp = (await SELF.fetch("https://site.test/newsletter")).headers.get("Content-Security-Policy");
    expect(directive(csp, "style-src")).toEqual(["'self'"]);
  });
});

describe("the previewer's password against guessing", () => {
  const PASSWORD = STRONG;
  let client = 0;
  const freshClient = () => `198.51.100.${++client}`;
  async function guess(ip: string, password: string, overrides: Partial<Env> = {}, path = "/newsletter-preview") {
    const ctx = createExecutionContext();
    const request = new Request(`https://site.test${path}`, { headers: { Authorization: basic("owner", password), "CF-Connecting-IP": ip } });
    const response = await createApp().fetch(
      request,
      { ...(env as unknown as Env), PREVIEW_PASSWORD: PASSWORD, ENVIRONMENT: "production", SITE_URL: "https://site.test", ...overrides },
      ctx,
    );
    const body = await response.text();
    await waitOnExecutionContext(ctx);
    return new Response(body, response);
  }

  it("answers 429 with Retry-After after 10 wrong passwords from one client, yet the right password from that same client still gets in", async () => {
    const ip = freshClient();
    for (let i = 0; i < 10; i++) expect((await guess(ip, `wrong-${i}`)).status).toBe(401);
    const refused = await guess(ip, "wrong-again");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(800);
    // The owner behind the same address (carrier NAT, an office, a conference Wi-Fi) is not locked out.
    expect((await guess(ip, PASSWORD)).status).toBe(200);
    expect((await guess(ip, "wrong-once-more")).status).toBe(429);
    expect((await guess(freshClient(), "wrong")).status).toBe(401);
  });

  it("counts every wrong password in total, written at most once a minute per isolate, shown to the owner on the stats page", async () => {
    forgetHeldTallies();
    const today = new Date().toISOString().slice(0, 10);
    const tally = async () => (await readTallies((env as unknown as Env).DB, today, today))["wrong-password"];
    const before = await tally();
    const ip = freshClient();
    for (let i = 0; i < 12; i++) await guess(ip, `wrong-${i}`);
    await guess(ip, PASSWORD);
    // The first is written at once; the 11 within its minute wait in the isolate.
    expect((await tally()) - before).toBe(1);
    vi.useFakeTimers({ toFake: ["Date"] });
    try {
      vi.setSystemTime(Date.now() + HELD_WRITE_MS);
      await guess(freshClient(), "wrong-a-minute-later");
    } finally {
      vi.useRealTimers();
    }
    const after = await tally();
    expect(after - before).toBe(13);
    const page = await guess(freshClient(), PASSWORD, {}, "/internal/stats?days=7");
    expect(page.status).toBe(200);
    const html = await page.text();
    expect(html).toContain(guardTallies.wrongPasswords);
    expect(html).toMatch(new RegExp(`${guardTallies.wrongPasswords}</dt><dd[^>]*>${after}</dd>`));
  });

  it("keeps the guards' tallies 90 days: the daily cron deletes older days", async () => {
    const db = (env as unknown as Env).DB;
    const old = new Date(Date.now() - TALLIES_KEPT_DAYS * 86_400_000).toISOString().slice(0, 10);
    const kept = new Date(Date.now() - (TALLIES_KEPT_DAYS - 2) * 86_400_000).toISOString().slice(0, 10);
    await db.batch(
      [old, kept].map((day) =>
        db.prepare("INSERT INTO guard_tallies (day, name, count) VALUES (?1, 'wrong-password', 5) ON CONFLICT (day, name) DO NOTHING").bind(day),
      ),
    );
    const ctx = createExecutionContext();
    await (worker.scheduled as ExportedHandlerScheduledHandler<Env>)(
      { cron: DEAD_LETTERS_ALERT_CRON, scheduledTime: Date.now(), type: "scheduled", noRetry: () => {} } as ScheduledController,
      env as unknown as Env,
      ctx,
    );
    await waitOnExecutionContext(ctx);
    const days = (await db.prepare("SELECT day FROM guard_tallies WHERE day IN (?1, ?2)").bind(old, kept).all<{ day: string }>()).results.map((row) => row.day);
    expect(days).toEqual([kept]);
  });

  it("counts only wrong passwords: the owner signing in many times is never refused", async () => {
    const ip = freshClient();
    for (let i = 0; i < 15; i++) expect((await guess(ip, PASSWORD)).status).toBe(200);
    expect((await guess(ip, "wrong")).status).toBe(401);
  });

  it("holds under parallel guesses: 30 at once from one client, 10 checked and 20 refused", async () => {
    const ip = freshClient();
    const statuses = (await Promise.all(Array.from({ length: 30 }, (_, i) => guess(ip, `wrong-${i}`)))).map((response) => response.status);
    expect(statuses.filter((status) => status === 401)).toHaveLength(10);
    expect(statuses.filter((status) => status === 429)).toHaveLength(20);
  });

  it("when the guess counter cannot answer (a spent Durable Object quota), a wrong password is answered 503 and the right one still gets in", async () => {
    const unavailable = {
      idFromName: (name: string) => name,
      get: () => ({ take: () => Promise.reject(new Error("Exceeded allowed rows read")) }),
    } as unknown as Env["LIMIT_COUNTER"];
    const response = await guess(freshClient(), "wrong", { LIMIT_COUNTER: unavailable });
    expect(response.status).toBe(503);
    expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    expect((await guess(freshClient(), PASSWORD, { LIMIT_COUNTER: unavailable })).status).toBe(200);
  });
});

describe("the password rule", () => {
  it.each([
    ["too short", "Xy7#kP2q"],
    ["common, with digits", "Password12345678"],
    ["keyboard row", "qwertyuiopasdfgh"],
    ["repeated", "abababababababab"],
  ])(
    "refuses to open the internal pages with a %s password, even with that password given, in production and locally, and says the rule",
    async (_what, weak) => {
      const errors = vi.spyOn(console, "error").mockImplementation(() => undefined);
      for (const environment of ["production", "development"]) {
        const { response, body } = await fetchWithPassword("/newsletter-preview", weak, basic("owner", weak), environment);
        expect(response.status, environment).toBe(503);
        expect(body).toContain("10^12 guesses");
        expect(body).toContain("openssl rand -base64 24");
        expect(body).not.toContain("NewsletterPreviewer");
      }
      // The desk and the stats page are behind the same gate.
      for (const path of ["/internal", "/internal/stats"])
        expect((await fetchWithPassword(path, weak, basic("owner", weak), "production")).response.status, path).toBe(503);
      expect(errors.mock.calls.some(([line]) => String(line).includes("PREVIEW_PASSWORD is too weak") && String(line).includes("10^12 guesses"))).toBe(true);
      errors.mockRestore();
    },
  );

  it("takes 20 generated characters, what openssl rand -base64 24 gives, and a five-word passphrase", async () => {
    for (const password of ["aZ3kL9mQ2xW7pR5tB8vN", "Zm9vYmFyYmF6cXV4cXV1eDEyMzQ1Njc4", "crane-amber-violin-tidal-ostrich"]) {
      expect((await fetchWithPassword("/newsletter-preview", password, basic("owner", password), "production")).response.status, password).toBe(200);
    }
  });
});

describe("Cloudflare Access in front of /internal", () => {
  const TEAM = "playback.cloudflareaccess.com";
  const AUD = "4714c1358e65fe4b408ad6d432a5f878f08194bdb4752441fd56faefa9b2b6f2";
  let keys: CryptoKeyPair;
  let publicJwk: JsonWebKey & { kid: string; alg: string };

  beforeAll(async () => {
    keys = (await crypto.subtle.generateKey(
      { name: "RSASSA-PKCS1-v1_5", modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: "SHA-256" },
      true,
      ["sign", "verify"],
    )) as CryptoKeyPair;
    publicJwk = { ...((await crypto.subtle.exportKey("jwk", keys.publicKey)) as JsonWebKey), kid: "access-key-1", alg: "RS256" };
  });
  beforeEach(() => forgetAccessKeys());

  /** Cloudflare's certs endpoint, counted: it answers with `published()`. */
  function certsServer(published: () => object[] = () => [publicJwk]) {
    const calls = { count: 0 };
    const spy = vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      const url = new Request(input as RequestInfo).url;
      if (url !== `https://${TEAM}/cdn-cgi/access/certs`) throw new Error(`unexpected fetch ${url}`);
      calls.count++;
      return Response.json({ keys: published() });
    });
    return { calls, restore: () => spy.mockRestore() };
  }

  async function openWith(headers: Record<string, string>) {
    const ctx = createExecutionContext();
    const environment = { ...(env as unknown as Env), ENVIRONMENT: "production", PREVIEW_PASSWORD: STRONG, ACCESS_TEAM_DOMAIN: TEAM, ACCESS_AUD: AUD };
    const response = await createApp().fetch(new Request("https://site.test/newsletter-preview", { headers }), environment, ctx);
    await response.text();
    await waitOnExecutionContext(ctx);
    return response.status;
  }

  /** An Access application token, signed with the team's key (or another one). */
  async function accessToken(claims: Record<string, unknown> = {}, key = keys.privateKey, kid = "access-key-1") {
    const now = Math.floor(Date.now() / 1000);
    const privateJwk = { ...((await crypto.subtle.exportKey("jwk", key)) as JsonWebKey), kid, alg: "RS256" };
    return sign(
      { aud: [AUD], email: "owner@example.com", iss: `https://${TEAM}`, iat: now, nbf: now, exp: now + 3600, ...claims },
      privateJwk as never,
      "RS256",
    );
  }

  async function open(headers: Record<string, string>) {
    const certs = vi.spyOn(globalThis, "fetch").mockImplementation(async (input) => {
      const url = new Request(input as RequestInfo).url;
      if (url === `https://${TEAM}/cdn-cgi/access/certs`) return Response.json({ keys: [publicJwk] });
      throw new Error(`unexpected fetch ${url}`);
    });
    const warn = vi.spyOn(console, "warn").mockImplementation(() => undefined);
    const ctx = createExecutionContext();
    const environment = { ...(env as unknown as Env), ENVIRONMENT: "production", PREVIEW_PASSWORD: STRONG, ACCESS_TEAM_DOMAIN: TEAM, ACCESS_AUD: AUD };
    const response = await createApp().fetch(new Request("https://site.test/newsletter-preview", { headers }), environment, ctx);
    await response.text();
    await waitOnExecutionContext(ctx);
    certs.mockRestore();
    warn.mockRestore();
    return response.status;
  }

  it("lets in a request with a valid Cf-Access-Jwt-Assertion, and nothing else, not even the password", async () => {
    expect(await open({ "Cf-Access-Jwt-Assertion": await accessToken() })).toBe(200);
    expect(await open({})).toBe(403);
    expect(await open({ Authorization: basic("owner", STRONG) })).toBe(403);
  });

  it("fetches the team's keys once per isolate for many requests, not once per request", async () => {
    const certs = certsServer();
    try {
      const token = await accessToken();
      for (let n = 0; n < 20; n++) expect(await openWith({ "Cf-Access-Jwt-Assertion": token })).toBe(200);
      expect(certs.calls.count).toBe(1);
    } finally {
      certs.restore();
    }
  });

  it("fetches again on an unknown key id at most once a minute, and takes a rotated key after that", async () => {
    const rotated = { ...publicJwk, kid: "access-key-2" };
    let published: object[] = [publicJwk];
    const certs = certsServer(() => published);
    try {
      const start = 1_000_000_000_000;
      expect(await accessKey(TEAM, "access-key-1", start)).toMatchObject({ kid: "access-key-1" });
      // A flood of made-up key ids within the minute: no fetch at all.
      for (let n = 0; n < 50; n++) expect(await accessKey(TEAM, `made-up-${n}`, start + n * 1000)).toBeUndefined();
      expect(certs.calls.count).toBe(1);
      // Access rotates its key; the first unknown id after the minute fetches once, and the next ones within that minute do not.
      published = [rotated, publicJwk];
      expect(await accessKey(TEAM, "access-key-2", start + UNKNOWN_KID_REFETCH_MS)).toMatchObject({ kid: "access-key-2" });
      for (let n = 0; n < 50; n++) await accessKey(TEAM, `made-up-again-${n}`, start + UNKNOWN_KID_REFETCH_MS + n * 100);
      expect(certs.calls.count).toBe(2);
      // Known keys are taken from the isolate's copy until it is KEYS_FRESH_MS old.
      expect(await accessKey(TEAM, "access-key-1", start + UNKNOWN_KID_REFETCH_MS + KEYS_FRESH_MS - 1)).toBeDefined();
      expect(certs.calls.count).toBe(2);
      expect(await accessKey(TEAM, "access-key-1", start + UNKNOWN_KID_REFETCH_MS + KEYS_FRESH_MS)).toBeDefined();
      expect(certs.calls.count).toBe(3);
    } finally {
      certs.restore();
    }
  });

  it("never writes a refused token to the logs", async () => {
    const other = (await crypto.subtle.generateKey(
      { name: "RSASSA-PKCS1-v1_5", modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: "SHA-256" },
      true,
      ["sign", "verify"],
    )) as CryptoKeyPair;
    const tokens = [
      await accessToken({ exp: Math.floor(Date.now() / 1000) - 60 }),
      await accessToken({ nbf: Math.floor(Date.now() / 1000) + 600 }),
      await accessToken({ aud: ["another-application"] }),
      await accessToken({}, other.privateKey),
      await accessToken({}, keys.privateKey, "unknown-kid"),
      (await accessToken()).replace(/\.[^.]+$/, ".!!!"),
    ];
    const certs = certsServer();
    const lines: string[] = [];
    const spies = (["log", "info", "warn", "error", "debug"] as const).map((level) =>
      vi.spyOn(console, level).mockImplementation((...args: unknown[]) => void lines.push(args.map(String).join(" "))),
    );
    try {
      for (const token of tokens) expect(await openWith({ "Cf-Access-Jwt-Assertion": token })).toBe(403);
    } finally {
      for (const spy of spies) spy.mockRestore();
      certs.restore();
    }
    expect(lines.filter((line) => line.includes("refused"))).toHaveLength(tokens.length);
    for (const token of tokens) for (const part of token.split(".").filter((piece) => piece.length > 8)) expect(lines.join("\n")).not.toContain(part);
  });

  it("refuses a token for another application, another team, expired, or signed with another key", async () => {
    const other = (await crypto.subtle.generateKey(
      { name: "RSASSA-PKCS1-v1_5", modulusLength: 2048, publicExponent: new Uint8Array([1, 0, 1]), hash: "SHA-256" },
      true,
      ["sign", "verify"],
    )) as CryptoKeyPair;
    for (const token of [
      await accessToken({ aud: ["another-application"] }),
      await accessToken({ iss: "https://someone-else.cloudflareaccess.com" }),
      await accessToken({ exp: Math.floor(Date.now() / 1000) - 60 }),
      await accessToken({}, other.privateKey),
      "not-a-token",
    ]) {
      expect(await open({ "Cf-Access-Jwt-Assertion": token })).toBe(403);
    }
  });
});
