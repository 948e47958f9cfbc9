/**
 * Kit's webhook signature (https://developers.kit.com/webhooks/verifying-signatures):
 * `X-Kit-Signature: t=<unix seconds>,v1=<hex>[,v1=<hex>…]`, each `v1` the HMAC-SHA256 of
 * `"{t}.{raw body}"` keyed with the endpoint's secret; during a secret rotation there is one `v1`
 * per valid secret, and any one matching is enough. Checked against the exact bytes received, with
 * `crypto.subtle.verify` (constant time), and refused when `t` is more than 5 minutes from now
 * (Kit re-signs each retry at send time, so a late retry still carries a fresh `t`).
 */
export const KIT_SIGNATURE_HEADER = "X-Kit-Signature";
/** Kit's recommended tolerance: older (or later) timestamps are replays or wrong clocks. */
export const SIGNATURE_TOLERANCE_SECONDS = 5 * 60;
/** Hex of an HMAC-SHA256: 32 bytes. */
const SIGNATURE_HEX = /^[0-9a-f]{64}$/i;

export type SignatureVerdict = { valid: true } | { valid: false; reason: "missing" | "malformed" | "stale" | "mismatch" };

interface ParsedHeader {
  timestamp: number;
  signatures: Uint8Array<ArrayBuffer>[];
}

function parseHeader(header: string): ParsedHeader | undefined {
  let timestamp: number | undefined;
  const signatures: Uint8Array<ArrayBuffer>[] = [];
  for (const part of header.split(",")) {
    const [name, value, ...rest] = part.trim().split("=");
    if (rest.length || value === undefined) continue;
    if (name === "t" && /^\d{1,12}$/.test(value)) timestamp = Number(value);
    else if (name === "v1" && SIGNATURE_HEX.test(value)) signatures.push(hexBytes(value));
  }
  return timestamp === undefined || !signatures.length ? undefined : { timestamp, signatures };
}

function hexBytes(hex: string): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(hex.length / 2);
  for (let i = 0; i < bytes.length; i++) bytes[i] = parseInt(hex.slice(i * 2, i * 2 + 2), 16);
  return bytes;
}

/** The bytes Kit signs: the timestamp, a literal `.`, then the body as received. */
function signedBytes(timestamp: number, body: Uint8Array): Uint8Array<ArrayBuffer> {
  const prefix = new TextEncoder().encode(`${timestamp}.`);
  const bytes = new Uint8Array(prefix.length + body.length);
  bytes.set(prefix);
  bytes.set(body, prefix.length);
  return bytes;
}

const verifyingKey = (secret: string) => crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["verify"]);

export async function verifyKitSignature(
  header: string | undefined,
  body: Uint8Array,
  secret: string,
  nowSeconds = Math.floor(Date.now() / 1000),
): Promise<SignatureVerdict> {
  if (!header) return { valid: false, reason: "missing" };
  const parsed = parseHeader(header);
  if (!parsed) return { valid: false, reason: "malformed" };
  if (Math.abs(nowSeconds - parsed.timestamp) > SIGNATURE_TOLERANCE_SECONDS) return { valid: false, reason: "stale" };
  const key = await verifyingKey(secret);
  const data = signedBytes(parsed.timestamp, body);
  for (const signature of parsed.signatures) {
    if (await crypto.subtle.verify("HMAC", key, signature, data)) return { valid: true };
  }
  return { valid: false, reason: "mismatch" };
}
