import { afterEach, describe, expect, it, vi, beforeEach } from "vitest";
import { ISSUES_PATH, issuePath as ownerIssuePath, type PublishedIssue } from "../../../src/publishing/contract";
import { startOfDay, zonedMoment } from "../../../src/publishing/zone-time";
import { owner } from "../../../src/content/owner";
import type { Env } from "../../../worker/config";
import { passAt } from "../../support/broadcast-reconciler";
import { FakeKit, kitEnv, recordingQueue, routeKitTo } from "../../fakes/signup-harness";
import { daysFromToday, formPost, jsonPost, publishingClient, validIssue, kitBroadcastsOf, newKitAccount } from "./publish-harness";
import { must } from "../../../src/must.ts";
import { expectStatus } from "../../support/refusal";

/**
 * Races between the owner's changes and Kit's answers, made to happen in each order with a fake Kit
 * that holds its answers (test/fakes/fake-kit-holds.ts). Each ends with exactly one broadcast of the
 * issue in Kit, in the last state he asked for, and his pages saying so.
 */
beforeEach(newKitAccount);
afterEach(() => vi.restoreAllMocks());

function setUp() {
  const kit = new FakeKit();
  routeKitTo(kit);
  const env = kitEnv(recordingQueue(), { ENVIRONMENT: "development", OWNER_TIME_ZONE: owner.timeZone } as Partial<Env>);
  return { kit, env, send: publishingClient(env) };
}

const ours = kitBroadcastsOf;
const moment = (days: number) => new Date(startOfDay(daysFromToday(days), owner.timeZone)).toISOString();
const later = (ms: number) => new Date(Date.now() + ms);
/** The issue as the publish endpoint answers it now (the same fields again change nothing). */
async function issueNow(send: ReturnType<typeof setUp>["send"], fields: object & { slug?: string }): Promise<PublishedIssue> {
  const { text } = await send(ownerIssuePath(must(fields.slug)), jsonPost(fields));
  return (JSON.parse(text) as { issue: PublishedIssue }).issue;
}

describe("Kit kept in step under every race", () => {
  it("unpublished while Kit is still creating the scheduled broadcast: the one broadcast ends a draft", async () => {
    const { kit, env, send } = setUp();
    const fields = validIssue({ date: daysFromToday(3), send: "schedule" } as never);
    const create = kit.holds.hold("POST", "/v4/broadcasts", "commit-on-answer");
    const publishing = send(ISSUES_PATH, jsonPost(fields));
    await create.arrived;
    expectStatus(await send(`${ownerIssuePath(must(fields.slug))}/unpublish`, formPost({ confirm: "yes" } as never))).toBe(303);
    create.answer();
    await publishing;
    await passAt(env, later(60_000));
    expect(ours(kit, must(fields.slug))).toHaveLength(1);
    expect(must(ours(kit, must(fields.slug))[0]).send_at).toBeNull();
    expect((await issueNow(send, fields)).kit).toMatchObject({ state: "created", broadcastId: must(ours(kit, must(fields.slug))[0]).id });
  });

  it("two moves of the date while Kit answers the first: Kit ends with the last", async () => {
    const { kit, env, send } = setUp();
    const fields = validIssue({ date: daysFromToday(3), send: "schedule" } as never);
    await send(ISSUES_PATH, jsonPost(fields));
    expect(must(ours(kit, must(fields.slug))[0]).send_at).toBe(moment(3));
    const update = kit.holds.hold("PUT", /^\/v4\/broadcasts\/\d+$/, "answer-late");
    const first = send(ownerIssuePath(must(fields.slug)), jsonPost({ ...fields, date: daysFromToday(4) }));
    await update.arrived;
    await send(ownerIssuePath(must(fields.slug)), jsonPost({ ...fields, date: daysFromToday(5) }));
    const last = { ...fields, date: daysFromToday(6) };
    await send(ownerIssuePath(must(fields.slug)), jsonPost(last));
    update.answer();
    await first;
    await passAt(env, later(60_000));
    expect(ours(kit, must(fields.slug))).toHaveLength(1);
    expect(must(ours(kit, must(fields.slug))[0]).send_at).toBe(moment(6));
    expect((await issueNow(send, last)).kit).toMatchObject({ state: "scheduled", sendAt: moment(6) });
  });

  it("a create Kit commits long after the site gave up on it, after the site made another: Kit keeps one (the first the site saw)", async () => {
    const { kit, env, send } = setUp();
    const fields = validIssue({ date: daysFromToday(3), send: "schedule" } as never);
    const create = kit.holds.hold("POST", "/v4/broadcasts", "timeout-then-commit");
    await send(ISSUES_PATH, jsonPost(fields));
    await create.arrived;
    // A minute on: Kit's list shows nothing yet, and no second create follows so soon after one of unknown outcome.
    await passAt(env, later(60_000));
    expect(kit.requests.filter((request) => request.method === "POST")).toHaveLength(1);
    // Seven minutes on (past SECOND_CREATE_MS), still nothing in Kit: the site makes it.
    await passAt(env, later(7 * 60_000));
    expect(ours(kit, must(fields.slug))).toHaveLength(1);
    // Kit commits the first create at last: two scheduled broadcasts for one issue, until the next pass.
    create.answer();
    await create.answered;
    expect(ours(kit, must(fields.slug)).filter((broadcast) => broadcast.send_at !== null)).toHaveLength(2);
    await passAt(env, later(8 * 60_000));
    expect(ours(kit, must(fields.slug))).toHaveLength(1);
    expect(must(ours(kit, must(fields.slug))[0]).send_at).toBe(moment(3));
    expect((await issueNow(send, fields)).kit).toMatchObject({ state: "scheduled", broadcastId: must(ours(kit, must(fields.slug))[0]).id });
  });

  it("a create that timed out but that Kit committed, then an unpublish: the one broadcast ends a draft", async () => {
    const { kit, env, send } = setUp();
    const fields = validIssue({ date: daysFromToday(3), send: "schedule" } as never);
    kit.holds.hold("POST", "/v4/broadcasts", "commit-then-timeout");
    await send(ISSUES_PATH, jsonPost(fields));
    expect(ours(kit, must(fields.slug))).toHaveLength(1);
    expectStatus(await send(`${ownerIssuePath(must(fields.slug))}/unpublish`, formPost({ confirm: "yes" } as never))).toBe(303);
    await passAt(env, later(60_000));
    expect(ours(kit, must(fields.slug))).toHaveLength(1);
    expect(must(ours(kit, must(fields.slug))[0]).send_at).toBeNull();
    expect(kit.requests.filter((request) => request.method === "POST")).toHaveLength(1);
  });

  it("three changes of mind in a minute while Kit answers the first late (move, back to a draft, scheduled again at a new time): Kit ends with the last", async () => {
    const { kit, env, send } = setUp();
    const fields = validIssue({ date: daysFromToday(3), send: "schedule" } as never);
    await send(ISSUES_PATH, jsonPost(fields));
    const update = kit.holds.hold("PUT", /^\/v4\/broadcasts\/\d+$/, "answer-late");
    const first = send(ownerIssuePath(must(fields.slug)), jsonPost({ ...fields, date: daysFromToday(4) }));
    await update.arrived;
    await send(ownerIssuePath(must(fields.slug)), jsonPost({ ...fields, date: daysFromToday(4), send: "draft" }));
    const last = { ...fields, date: daysFromToday(5), send: "schedule", time: "09:30" };
    await send(ownerIssuePath(must(fields.slug)), jsonPost(last));
    update.answer();
    await first;
    await passAt(env, later(60_000));
    const wanted = new Date(zonedMoment(daysFromToday(5), "09:30", owner.timeZone)).toISOString();
    expect(ours(kit, must(fields.slug)).map((broadcast) => broadcast.send_at)).toEqual([wanted]);
    expect((await issueNow(send, last)).kit).toMatchObject({ state: "scheduled", sendAt: wanted });
  });

  it("Kit down for an hour, then back: the changes made meanwhile reach Kit once, the last one", async () => {
    const { kit, env, send } = setUp();
    kit.mode = "server-error";
    const fields = validIssue({ date: daysFromToday(3), send: "schedule" } as never);
    await send(ISSUES_PATH, jsonPost(fields));
    for (let minute = 1; minute <= 60; minute += 15) await passAt(env, later(minute * 60_000));
    const last = { ...fields, date: daysFromToday(6) };
    await send(ownerIssuePath(must(fields.slug)), jsonPost(last));
    expect((await issueNow(send, last)).kit).toMatchObject({ state: "waiting", schedule: true });
    kit.mode = "normal";
    await passAt(env, later(61 * 60_000));
    await passAt(env, later(62 * 60_000));
    expect(ours(kit, must(fields.slug)).map((broadcast) => broadcast.send_at)).toEqual([moment(6)]);
    expect(kit.requests.filter((request) => request.method === "POST" && request.status === 201)).toHaveLength(1);
  });
});
