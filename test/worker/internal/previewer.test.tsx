import { createExecutionContext, env, SELF, waitOnExecutionContext } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { STYLE_LIST } from "../../../src/newsletter";
import { createApp } from "../../../worker/app";
import type { Env } from "../../../worker/config";
import { definePage } from "../../../src/route-types";
import { attributeOf, decode, startTags } from "../pages/screens-html";

const PREVIEWER_PATHS = ["/newsletter-preview", "/newsletter-preview-backup"] as const;

async function fetchWithPassword(path: string, password: string | undefined, authorization?: string, environment = "development", app = createApp()) {
  const ctx = createExecutionContext();
  const headers = authorization ? { Authorization: authorization } : undefined;
  const response = await app.fetch(new Request(`https://site.test${path}`, { headers }), { ...(env as unknown as Env), PREVIEW_PASSWORD: password, ENVIRONMENT: environment }, ctx);
  const body = await response.text();
  await waitOnExecutionContext(ctx);
  return { response, body };
}

const basic = (user: string, password: string) => `Basic ${btoa(`${user}:${password}`)}`;

function directive(csp: string | null, name: string): string[] {
  const entry = (csp ?? "").split(";").map((part) => part.trim().split(/\s+/)).find(([key]) => key === name);
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
    const missing = await fetchWithPassword(path, "weekly-secret");
    expect(missing.response.status).toBe(401);
    expect(missing.response.headers.get("WWW-Authenticate")).toMatch(/^Basic realm="/);
    expect(missing.response.headers.get("Cache-Control")).toBe("private, no-store");
    expect(missing.body).not.toContain("NewsletterPreviewer");

    expect((await fetchWithPassword(path, "weekly-secret", basic("owner", "wrong"))).response.status).toBe(401);
    const allowed = await fetchWithPassword(path, "weekly-secret", basic("anyone", "weekly-secret"));
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
    expect((await fetchWithPassword(path, "weekly-secret", undefined, "production")).response.status).toBe(401);
    expect((await fetchWithPassword(path, "weekly-secret", basic("owner", "weekly-secret"), "production")).response.status).toBe(200);
  });
});

describe("the two previewer instances", () => {
  it("default to editorial on the main page and minimal on the backup", async () => {
    const checked = (html: string) =>
      startTags(html, "input").find((tag) => attributeOf(tag, "type") === "radio" && attributeOf(tag, "checked") !== undefined)?.match(/value="(\w+)"/)?.[1];
    expect(checked(await (await SELF.fetch("https://site.test/newsletter-preview")).text())).toBe("editorial");
    expect(checked(await (await SELF.fetch("https://site.test/newsletter-preview-backup")).text())).toBe("minimal");
  });

});

describe("a route flagged internal", () => {
  // The flag alone makes a page internal: no path is matched anywhere else.
  const app = createApp([definePage({ path: "/tool", title: "Tool", description: "An internal tool.", Page: () => <p>Tool</p>, internal: true })]);

  it("gets the password, the email-preview policy, private no-store and noindex", async () => {
    expect((await fetchWithPassword("/tool", "s3cret", undefined, "production", app)).response.status).toBe(401);
    expect((await fetchWithPassword("/tool", undefined, undefined, "production", app)).response.status).toBe(503);
    const { response, body } = await fetchWithPassword("/tool", "s3cret", basic("me", "s3cret"), "production", app);
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
      expect((await fetchWithPassword(path, "weekly-secret")).response.status, path).not.toBe(401);
    }
  });

  it("pages keep the strict policy without inline styles", async () => {
    const csp = (await SELF.fetch("https://site.test/newsletter")).headers.get("Content-Security-Policy");
    expect(directive(csp, "style-src")).toEqual(["'self'"]);
  });
});

describe("the previewer's password against guessing", () => {
  const PASSWORD = "weekly-secret";
  let client = 0;
  const freshClient = () => `198.51.100.${++client}`;
  async function guess(ip: string, password: string, overrides: Partial<Env> = {}) {
    const ctx = createExecutionContext();
    const request = new Request("https://site.test/newsletter-preview", { headers: { Authorization: basic("owner", password), "CF-Connecting-IP": ip } });
    const response = await createApp().fetch(request, { ...(env as unknown as Env), PREVIEW_PASSWORD: PASSWORD, ENVIRONMENT: "production", ...overrides }, ctx);
    await response.text();
    await waitOnExecutionContext(ctx);
    return response;
  }

  it("answers 429 with Retry-After after 10 wrong passwords from one client, even to the right one; other clients are unaffected", async () => {
    const ip = freshClient();
    for (let i = 0; i < 10; i++) expect((await guess(ip, `wrong-${i}`)).status).toBe(401);
    const refused = await guess(ip, "wrong-again");
    expect(refused.status).toBe(429);
    expect(Number(refused.headers.get("Retry-After"))).toBeGreaterThan(800);
    expect((await guess(ip, PASSWORD)).status).toBe(429);
    expect((await guess(freshClient(), PASSWORD)).status).toBe(200);
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

  it("fails closed when the guess counter cannot answer (a spent Durable Object quota is an error an attacker can cause): no password is checked, the right one included", async () => {
    const unavailable = { idFromName: (name: string) => name, get: () => ({ take: () => Promise.reject(new Error("Exceeded allowed rows read")) }) } as unknown as Env["LIMIT_COUNTER"];
    for (const password of ["wrong", PASSWORD]) {
      const response = await guess(freshClient(), password, { LIMIT_COUNTER: unavailable });
      expect(response.status).toBe(503);
      expect(Number(response.headers.get("Retry-After"))).toBeGreaterThan(0);
    }
  });
});
