import { env as testEnv } from "cloudflare:test";
import { DRAFTS_PATH, draftPath, type DraftAnswer, type ServerDraft } from "../../../src/publishing/drafts";
import type { Env } from "../../../worker/config";
import { publishingClient, sameOrigin } from "../publishing/publish-harness";
import { expectStatus } from "../../support/refusal";

/** The owner's requests to the drafts' endpoints, as the previewer makes them, one browser per client address. */
export const send = publishingClient();
export const db = () => (testEnv as Env).DB;
let client = 0;
/** Each test its own client address, so the per-client save limit counts only its own saves. */
export const freshAddress = (network = "198.51.100") => `${network}.${++client}`;

/** Each client address one browser: its device cookie (the history's "this browser", one device's typing coalesced). */
const devices = new Map<string, string>();
export const deviceCookie = (address: string) => {
  if (!devices.has(address)) devices.set(address, crypto.randomUUID());
  return `draft_device=${devices.get(address)}`;
};

export function jsonRequest(method: "POST" | "PUT", body: object, address: string, headers: Record<string, string> = sameOrigin): RequestInit {
  return {
    method,
    headers: { ...headers, "Content-Type": "application/json", Accept: "application/json", "CF-Connecting-IP": address, Cookie: deviceCookie(address) },
    body: JSON.stringify(body),
  };
}

export async function call(path: string, init: RequestInit, sender = send) {
  const { response, text } = await sender(path, init);
  return { status: response.status, headers: response.headers, text, answer: JSON.parse(text) as DraftAnswer };
}

export async function createDraft(address: string, body: object = {}): Promise<ServerDraft> {
  const created = await call(DRAFTS_PATH, jsonRequest("POST", body, address));
  expectStatus(created).toBe(201);
  const { answer } = created;
  if (!answer.success) throw new Error(answer.error);
  return answer.draft;
}

export const save = (id: string, body: object, address: string, sender = send) => call(draftPath(id), jsonRequest("PUT", body, address), sender);
