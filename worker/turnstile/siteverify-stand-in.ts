import { STAND_IN_SECRET_KEY, TURNSTILE_DUMMY_TOKEN, TURNSTILE_TEST_SECRET_KEYS } from "../config";
import { readStandInToken } from "./stand-in-token";

/** A token is good for this long after the widget issued it (Cloudflare: 300 s). */
const TOKEN_LIFETIME_MS = 300_000;
const MAX_TOKEN_LENGTH = 2048;

/**
 * An unreachable Siteverify (`network`: before any work; `lost-answer`: after it checked and spent
 * the token, so only a retry with the same idempotency key learns the verdict), a 5xx, an
 * `internal-error` answer, or (`refuse`) a token answered `invalid-input-response` whatever it is.
 */
export type SiteverifyFault = "network" | "lost-answer" | "server-error" | "internal-error" | "refuse";

/** What the stand-in was asked, for tests to read. */
export interface SiteverifyCall {
  secret: string;
  response: string;
  remoteip?: string;
  idempotencyKey?: string;
}

/** Thrown for a "network" fault: the HTTP server drops the connection, a fetch mock rejects. */
export class SiteverifyUnreachable extends TypeError {
  constructor() {
    super("Network connection lost (Siteverify stand-in)");
  }
}

/**
 * A stand-in for Turnstile's Siteverify (POST, form or JSON body: secret, response, remoteip,
 * idempotency_key), answering as Cloudflare documents: Cloudflare's test secret keys as their
 * table says (pass: only the dummy token; fail: `invalid-input-response`; spent:
 * `timeout-or-duplicate`); any other secret as production does, for the stand-in widget's tokens
 * (./stand-in-token.ts): success once, `timeout-or-duplicate` when spent or older than 300 s,
 * `invalid-input-response` for anything else (the dummy token included). `npm start` without a
 * secret uses it in the worker; the tests put it behind `fetch` or serve it over HTTP, and set
 * faults (SiteverifyFault). A call repeated with the same `idempotency_key` and token gets the
 * first answer again, as Cloudflare's guide documents for retries.
 */
export class SiteverifyStandIn {
  readonly calls: SiteverifyCall[] = [];
  private readonly spent = new Set<string>();
  /** Answers by idempotency key: a retry with the same key and token gets the first call's answer. */
  private readonly answered = new Map<string, { response: string; answer: object }>();
  /** Faults for the next calls, in order; `fault` for every call while set. */
  failNext: SiteverifyFault[] = [];
  fault: SiteverifyFault | undefined;

  constructor(private readonly secret = STAND_IN_SECRET_KEY) {}

  reset(): void {
    this.calls.length = 0;
    this.spent.clear();
    this.answered.clear();
    this.failNext = [];
    this.fault = undefined;
  }

  async fetch(request: Request): Promise<Response> {
    const fault = this.failNext.shift() ?? this.fault;
    if (fault === "network") throw new SiteverifyUnreachable();
    if (request.method !== "POST") return new Response("Method Not Allowed", { status: 405 });
    // Every call that reached Siteverify is recorded, answered or not.
    const fields = await readFields(request);
    const call: SiteverifyCall = { secret: fields.secret ?? "", response: fields.response ?? "" };
    if (fields.remoteip) call.remoteip = fields.remoteip;
    if (fields.idempotency_key) call.idempotencyKey = fields.idempotency_key;
    this.calls.push(call);
    if (fault === "server-error") return new Response("<html><body>502 Bad Gateway</body></html>", { status: 502, headers: { "Content-Type": "text/html" } });
    if (fault === "internal-error") return Response.json(failed("internal-error"));
    const answer = fault === "refuse" ? failed("invalid-input-response") : this.answerOnce(call);
    if (fault === "lost-answer") throw new SiteverifyUnreachable();
    return Response.json(answer);
  }

  /** The answer, or the one already given under this idempotency key for this token. */
  private answerOnce(call: SiteverifyCall): object {
    const key = call.idempotencyKey;
    const earlier = key ? this.answered.get(key) : undefined;
    if (earlier && earlier.response === call.response) return earlier.answer;
    const answer = this.answer(call);
    if (key) this.answered.set(key, { response: call.response, answer });
    return answer;
  }

  private answer({ secret, response }: SiteverifyCall): object {
    if (!secret) return failed("missing-input-secret");
    if (!response) return failed("missing-input-response");
    if (response.length > MAX_TOKEN_LENGTH) return failed("invalid-input-response");
    if (secret === TURNSTILE_TEST_SECRET_KEYS.fail) return failed("invalid-input-response");
    if (secret === TURNSTILE_TEST_SECRET_KEYS.spent) return failed("timeout-or-duplicate");
    if (secret === TURNSTILE_TEST_SECRET_KEYS.pass) {
      return response === TURNSTILE_DUMMY_TOKEN ? passed("example.com", "", { result_with_testing_key: true }) : failed("invalid-input-response");
    }
    if (secret !== this.secret) return failed("invalid-input-secret");
    const claims = readStandInToken(response);
    if (!claims) return failed("invalid-input-response");
    if (this.spent.has(response) || Date.now() - claims.issuedAt > TOKEN_LIFETIME_MS) return failed("timeout-or-duplicate");
    this.spent.add(response);
    return passed(claims.hostname, claims.action, { interactive: false });
  }
}

function passed(hostname: string, action: string, metadata: object): object {
  return { success: true, challenge_ts: new Date().toISOString(), hostname, "error-codes": [], action, cdata: "", metadata };
}

function failed(code: string): object {
  return { success: false, "error-codes": [code], messages: [] };
}

async function readFields(request: Request): Promise<Record<string, string | undefined>> {
  const type = request.headers.get("Content-Type") ?? "";
  try {
    if (type.includes("application/json")) {
      const body = (await request.json()) as Record<string, unknown>;
      return Object.fromEntries(Object.entries(body).map(([name, value]) => [name, typeof value === "string" ? value : undefined]));
    }
    return Object.fromEntries(new URLSearchParams(new TextDecoder().decode(await request.arrayBuffer())));
  } catch {
    return {};
  }
}
