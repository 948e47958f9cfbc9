import { env, SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { checkEmail } from "../../../src/signup/email-address";
import { must } from "../../../src/must.ts";
import { expectStatus } from "../../support/refusal";

/** Addresses on both sides of the line, including what the browser's type=email accepts and Kit does not. */
const addresses = [
  { email: "reader@example.com", ok: true },
  { email: "  reader+tag@mail.example.co.uk ", ok: true },
  { email: "first.last@sub-domain.example.org", ok: true },
  { email: "user@localhost", ok: false },
  { email: "user@intranet", ok: false },
  { email: "no-at-sign.example.com", ok: false },
  { email: "two@@example.com", ok: false },
  { email: "space in@example.com", ok: false },
  { email: "dash@-example.com", ok: false },
  { email: `${"a".repeat(65)}@example.com`, ok: false },
  { email: `a@${["b", "c", "d", "e", "f"].map((letter) => letter.repeat(60)).join(".")}.com`, ok: false },
  { email: "line\nbreak@example.com", ok: false },
];

/** The endpoint as a form would call it, each from a client of its own (the per-client limit plays no part). */
async function subscribe(email: string): Promise<{ status: number; text: string; code?: string }> {
  const response = await SELF.fetch("https://site.test/api/subscribe", {
    method: "POST",
    headers: { "Content-Type": "application/json", Origin: "https://site.test", "CF-Connecting-IP": `198.51.100.${Math.floor(Math.random() * 250) + 1}` },
    body: JSON.stringify({ email }),
  });
  const text = await response.text();
  const body = JSON.parse(text) as { code?: string };
  return { status: response.status, text, ...(body.code ? { code: body.code } : {}) };
}

describe("one email rule for the form and the server", () => {
  it.each(addresses)("$email: the form's check and the endpoint's answer agree (ok: $ok)", async ({ email, ok }) => {
    expect(checkEmail(email).ok).toBe(ok);
    const answer = await subscribe(email);
    if (ok) expectStatus(answer).toBe(200);
    else expect(answer).toMatchObject({ status: 400, code: "INVALID_EMAIL" });
  });

  it("the form's address is the one the server keeps (surrounding spaces dropped)", async () => {
    const typed = `  reader.${crypto.randomUUID()}@example.com `;
    expect(checkEmail(typed)).toEqual({ ok: true, email: typed.trim() });
    expectStatus(await subscribe(typed)).toBe(200);
    // ENVIRONMENT=development without a Kit key: the local store keeps what the server accepted.
    const { keys } = await env.SIGNUPS_KV.list({ prefix: "local-signup:" });
    const stored = await Promise.all(keys.map(async (key) => JSON.parse(must(await env.SIGNUPS_KV.get(key.name))) as { email: string }));
    expect(stored.map((signup) => signup.email)).toContain(typed.trim());
  });
});
