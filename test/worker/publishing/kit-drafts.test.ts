import { afterEach, describe, expect, it, vi, beforeEach } from "vitest";
import { issuePath } from "../../../src/newsletter/paths";
import { ISSUES_PATH, type PublishAnswer } from "../../../src/publishing/contract";
import { kitProblemOf } from "../../../src/publishing/kit-problem";
import type { Env } from "../../../worker/config";
import { passAt } from "../../support/broadcast-reconciler";
import { FAKE_EMAIL_TEMPLATES } from "../../fakes/fake-kit-broadcasts";
import { FakeKit, KIT_BASE, kitEnv, recordingQueue, routeKitTo } from "../../fakes/signup-harness";
import { broadcastRow, formPost, jsonPost, publishingClient, validIssue, newKitAccount } from "./publish-harness";
import { must } from "../../../src/must";
import { expectStatus } from "../../support/refusal";

beforeEach(newKitAccount);
afterEach(() => vi.restoreAllMocks());

function setUp(overrides: Partial<Env> = {}) {
  const kit = new FakeKit();
  routeKitTo(kit);
  const env = kitEnv(recordingQueue(), { ENVIRONMENT: "development", ...overrides });
  return { kit, env, send: publishingClient(env) };
}

const broadcastCalls = (kit: FakeKit) =>
  kit.requests.filter((request) => request.path.startsWith("/v4/broadcasts") || request.path.startsWith("/v4/email_templates"));

describe("the Kit draft broadcast of a published issue", () => {
  it("is created once, a draft (send_at null, not public), with the title as subject, the hook as preview text, the email as content and Kit's default template", async () => {
    const { kit, env, send } = setUp();
    const fields = validIssue({ title: "Subject with <b>markup</b> & more", style: "magazine" });
    const { response, text } = await send(ISSUES_PATH, jsonPost(fields));
    expectStatus({ response, text }).toBe(201);
    // The answer is given before Kit is called; the draft follows in the background.
    expect((JSON.parse(text) as PublishAnswer).success).toBe(true);
    expect(kit.broadcasts.broadcasts).toHaveLength(1);
    const [draft] = kit.broadcasts.broadcasts;
    expect(draft).toMatchObject({
      subject: "Subject with <b>markup</b> & more",
      send_at: null,
      public: false,
      preview_text: "One idea a week, with the numbers behind it.",
      email_template: { id: must(FAKE_EMAIL_TEMPLATES.find((t) => t.is_default)).id },
    });
    expect(must(draft).content).toContain("{{ unsubscribe_url }}");
    expect(must(draft).content).toContain(`https://site.test${issuePath(must(fields.slug))}`);
    expect(await broadcastRow(must(fields.slug))).toMatchObject({ inStep: true, kit_id: must(draft).id });
    const state = await send(ISSUES_PATH, jsonPost(fields));
    expect((JSON.parse(state.text) as PublishAnswer).success && (JSON.parse(state.text) as { issue: { kit: unknown } }).issue.kit).toEqual({
      state: "created",
      broadcastId: must(draft).id,
      url: `https://app.kit.com/campaigns/${must(draft).id}/draft`,
    });
    // Kit calls: the pass reads Kit's list (no idempotency key: the list is what Kit holds), then the template list and the create; a second click changed nothing.
    expect(broadcastCalls(kit).map((r) => `${r.method} ${r.path}`)).toEqual(["GET /v4/broadcasts", "GET /v4/email_templates", "POST /v4/broadcasts"]);
    await passAt(env);
    expect(kit.broadcasts.broadcasts).toHaveLength(1);
  });

  it("Kit down during the publish: the page is live, the draft waits, and the cron creates exactly one once Kit answers again", async () => {
    const { kit, env, send } = setUp({ KIT_EMAIL_TEMPLATE_ID: "101" } as Partial<Env>);
    kit.mode = "server-error";
    const fields = validIssue();
    expectStatus(await send(ISSUES_PATH, formPost(fields))).toBe(303);
    expectStatus(await send(issuePath(must(fields.slug)))).toBe(200);
    expect(await broadcastRow(must(fields.slug))).toMatchObject({ inStep: false, kit_id: null });
    // Stored as a code; the owner's pages word it (test/unit/publishing/kit-status-words.test.ts).
    expect(kitProblemOf(String(must(await broadcastRow(must(fields.slug))).reason))).toEqual({ code: "kit-failed", status: 500 });
    await passAt(env);
    expect(kit.broadcasts.broadcasts).toHaveLength(0);
    kit.mode = "normal";
    // The reconciler's next passes (its alarm, a minute on while Kit is not in step); two make no second draft.
    for (let turn = 1; turn <= 2; turn++) await passAt(env, new Date(Date.now() + turn * 60_000));
    expect(kit.broadcasts.broadcasts).toHaveLength(1);
    expect(must(kit.broadcasts.broadcasts[0]).email_template.id).toBe(101);
    expect(await broadcastRow(must(fields.slug))).toMatchObject({ inStep: true, reason: null });
  });

  it("an answer lost on the way back: the next pass finds the draft Kit made by its marker in Kit's list, and never makes a second", async () => {
    const { kit, env, send } = setUp();
    // The create reaches Kit, and then the connection drops before its answer arrives.
    const realFetch = globalThis.fetch;
    vi.spyOn(globalThis, "fetch").mockImplementation(async (input, init) => {
      const request = new Request(input as RequestInfo, init);
      if (!request.url.startsWith(KIT_BASE)) return realFetch(request);
      const answer = await kit.fetch(request);
      if (request.method === "POST" && request.url.endsWith("/broadcasts")) throw new Error("Network connection lost.");
      return answer;
    });
    const fields = validIssue();
    expectStatus(await send(ISSUES_PATH, jsonPost(fields))).toBe(201);
    // Nothing is assumed of a lost answer: the record waits for the next list.
    expect(kit.broadcasts.broadcasts).toHaveLength(1);
    expect(await broadcastRow(must(fields.slug))).toMatchObject({ inStep: false, kit_id: null });
    await passAt(env, new Date(Date.now() + 60_000));
    expect(kit.requests.filter((r) => r.method === "POST").length).toBe(1);
    expect(kit.broadcasts.broadcasts).toHaveLength(1);
    expect(await broadcastRow(must(fields.slug))).toMatchObject({ inStep: true, kit_id: must(kit.broadcasts.broadcasts[0]).id });
  });

  it("rate-limited (429): waits, then is created on the next turn", async () => {
    // Kit's budget pauses every caller after a 429 (worker/kit), here for one second.
    const { kit, env, send } = setUp({ KIT_EMAIL_TEMPLATE_ID: "102", SIGNUP_BACKOFF_SECONDS: "1" } as Partial<Env>);
    kit.failNext = ["rate-limited"];
    const fields = validIssue();
    await send(ISSUES_PATH, jsonPost(fields));
    expect(await broadcastRow(must(fields.slug))).toMatchObject({ inStep: false, reason: JSON.stringify({ code: "slowed" }) });
    await expect
      .poll(
        async () => {
          await passAt(env);
          return kit.broadcasts.broadcasts.length;
        },
        { timeout: 10_000, interval: 500 },
      )
      .toBe(1);
    expect(await broadcastRow(must(fields.slug))).toMatchObject({ inStep: true });
  });

  it("refused by Kit: the state says so in Kit's words, and the issue stays published", async () => {
    // Kit's API refuses its Starting point templates.
    const { kit, send } = setUp({ KIT_EMAIL_TEMPLATE_ID: "103" } as Partial<Env>);
    const fields = validIssue();
    const { text } = await send(ISSUES_PATH, jsonPost(fields));
    expect((JSON.parse(text) as PublishAnswer).success).toBe(true);
    expect(kit.broadcasts.broadcasts).toHaveLength(0);
    const row = await broadcastRow(must(fields.slug));
    expect(row).toMatchObject({ inStep: true });
    // Stored as a code that keeps Kit's own words.
    expect(kitProblemOf(String(must(row).refused))).toMatchObject({ code: "kit-refused", words: "'Starting point' template is not supported" });
    expectStatus(await send(issuePath(must(fields.slug)))).toBe(200);
  });

  it("an edit updates the draft with PUT while it is a draft", async () => {
    const { kit, send } = setUp({ KIT_EMAIL_TEMPLATE_ID: "102" } as Partial<Env>);
    const fields = validIssue();
    await send(ISSUES_PATH, jsonPost(fields));
    const id = must(kit.broadcasts.broadcasts[0]).id;
    expectStatus(await send(`${ISSUES_PATH}/${fields.slug}`, jsonPost({ ...fields, title: "Edited subject" }))).toBe(200);
    expect(kit.broadcasts.broadcasts).toHaveLength(1);
    expect(kit.broadcasts.broadcasts[0]).toMatchObject({ id, subject: "Edited subject" });
    expect(kit.requests.filter((r) => r.method === "PUT").map((r) => r.path)).toEqual([`/v4/broadcasts/${id}`]);
    expect(await broadcastRow(must(fields.slug))).toMatchObject({ inStep: true, revision: 2 });
  });
});
