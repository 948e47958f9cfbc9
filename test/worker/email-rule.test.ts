import { describe, expect, it } from "vitest";
import { checkEmail } from "../../src/signup/email-address";
import { validateSignup } from "../../worker/signup/validation";

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

describe("one email rule for the form and the server", () => {
  it.each(addresses)("$email: the form's check and the server agree (ok: $ok)", ({ email, ok }) => {
    expect(checkEmail(email).ok).toBe(ok);
    const server = validateSignup({ email });
    expect(server.ok).toBe(ok);
    if (!server.ok) expect(server.failure.code).toBe("INVALID_EMAIL");
  });

  it("the form's address is the one the server keeps (surrounding spaces dropped)", () => {
    const form = checkEmail("  reader@example.com ");
    const server = validateSignup({ email: "  reader@example.com " });
    expect(form).toEqual({ ok: true, email: "reader@example.com" });
    expect(server.ok && server.input.email).toBe("reader@example.com");
  });
});
