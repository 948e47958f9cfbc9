import { afterEach, describe, expect, it, vi } from "vitest";
import { ISSUES_PATH, issuePath as ownerIssuePath } from "../../../src/publishing/contract";
import { startOfDay } from "../../../src/publishing/zone-time";
import { owner } from "../../../src/content/owner";
import type { Env } from "../../../worker/config";
import { findJob } from "../../../worker/outbox";
import { syncWaitingKitDrafts } from "../../../worker/publishing";
import { FakeKit, kitEnv, recordingQueue, routeKitTo } from "../../fakes/signup-harness";
import { closeHook } from "./close-hook";
import { broadcastRow, daysFromToday, formPost, jsonPost, publishingClient, validIssue } from "./publish-harness";

/**
 * A change of the issue that lands after the Kit job's attempt read the broadcast and recorded
 * Kit's answer, but before the attempt closes the job: the close reopens the job, and the change's
 * own attempt found the job held and left it. The finishing attempt runs it again at once, so Kit
 * holds the last state asked when the attempt returns, with no cron. And the other order: a change
 * just after the close is run by its own attempt. The close is caught in D1 (./close-hook.ts).
 */
afterEach(() => vi.restoreAllMocks());

function setUp() {
  const kit = new FakeKit();
  routeKitTo(kit);
  const env = kitEnv(recordingQueue(), { ENVIRONMENT: "development", OWNER_TIME_ZONE: owner.timeZone } as Partial<Env>);
  const hook = closeHook(env.DB);
  // The attempt under test runs on `hooked`; the change that lands at its close goes through `send`.
  const hooked = { ...env, DB: hook.db };
  return { kit, env, hook, send: publishingClient(env), sendHooked: publishingClient(hooked) };
}

const ours = (kit: FakeKit, slug: string) => kit.broadcasts.broadcasts.filter((broadcast) => broadcast.description?.endsWith(slug));
const moment = (days: number) => new Date(startOfDay(daysFromToday(days), owner.timeZone)).toISOString();
const jobOf = async (env: Env, slug: string) => (await findJob(env.DB, `kit-draft:${slug}`))!;

/** An issue scheduled three days ahead, in step with Kit. */
async function scheduled(context: ReturnType<typeof setUp>) {
  const fields = validIssue({ date: daysFromToday(3), send: "schedule" } as never);
  await context.send(ISSUES_PATH, jsonPost(fields));
  expect(ours(context.kit, fields.slug!).map((broadcast) => broadcast.send_at)).toEqual([moment(3)]);
  return fields;
}

describe("a change that lands at the Kit job's close", () => {
  it("a move of the date between the attempt's last recording and its close: the attempt runs again at once and Kit holds the new date", async () => {
    const context = setUp();
    const { kit, env, hook, send, sendHooked } = context;
    const fields = await scheduled(context);
    const path = ownerIssuePath(fields.slug!);
    hook.arm(`kit-draft:${fields.slug}`, "before", () => send(path, jsonPost({ ...fields, date: daysFromToday(5) })));
    // The move to day 4 and its attempt, to its end; the move to day 5 lands as that attempt closes.
    await sendHooked(path, jsonPost({ ...fields, date: daysFromToday(4) }));
    expect(hook.fired).toBe(1);
    expect(ours(kit, fields.slug!).map((broadcast) => broadcast.send_at)).toEqual([moment(5)]);
    expect(await jobOf(env, fields.slug!)).toMatchObject({ done_at: expect.any(Number), lease: null });
    expect(await broadcastRow(fields.slug!)).toMatchObject({ inStep: true, kit_send_at: moment(5) });
  });

  it("an unpublish between the attempt's last recording and its close: the attempt runs again at once and Kit's one broadcast has no send_at", async () => {
    const context = setUp();
    const { kit, env, hook, send, sendHooked } = context;
    const fields = await scheduled(context);
    const path = ownerIssuePath(fields.slug!);
    hook.arm(`kit-draft:${fields.slug}`, "before", () => send(`${path}/unpublish`, formPost({ confirm: "yes" } as never)));
    await sendHooked(path, jsonPost({ ...fields, date: daysFromToday(4) }));
    expect(hook.fired).toBe(1);
    expect(ours(kit, fields.slug!)).toHaveLength(1);
    expect(ours(kit, fields.slug!)[0]!.send_at).toBeNull();
    expect(await jobOf(env, fields.slug!)).toMatchObject({ done_at: expect.any(Number), lease: null });
    expect(await broadcastRow(fields.slug!)).toMatchObject({ inStep: true, wanted: "none", kit_send_at: null });
  });

  it("a move just after the close: its own attempt runs it and Kit holds the new date", async () => {
    const context = setUp();
    const { kit, env, hook, send, sendHooked } = context;
    const fields = await scheduled(context);
    const path = ownerIssuePath(fields.slug!);
    hook.arm(`kit-draft:${fields.slug}`, "after", () => send(path, jsonPost({ ...fields, date: daysFromToday(5) })));
    await sendHooked(path, jsonPost({ ...fields, date: daysFromToday(4) }));
    expect(hook.fired).toBe(1);
    expect(ours(kit, fields.slug!).map((broadcast) => broadcast.send_at)).toEqual([moment(5)]);
    expect(await jobOf(env, fields.slug!)).toMatchObject({ done_at: expect.any(Number), lease: null });
  });

  it("an unpublish just after the close: its own attempt runs it and Kit's one broadcast has no send_at", async () => {
    const context = setUp();
    const { kit, env, hook, send, sendHooked } = context;
    const fields = await scheduled(context);
    const path = ownerIssuePath(fields.slug!);
    hook.arm(`kit-draft:${fields.slug}`, "after", () => send(`${path}/unpublish`, formPost({ confirm: "yes" } as never)));
    await sendHooked(path, jsonPost({ ...fields, date: daysFromToday(4) }));
    expect(hook.fired).toBe(1);
    expect(ours(kit, fields.slug!)).toHaveLength(1);
    expect(ours(kit, fields.slug!)[0]!.send_at).toBeNull();
    expect(await jobOf(env, fields.slug!)).toMatchObject({ done_at: expect.any(Number), lease: null });
  });

  it("a change at every close: one call runs at most three attempts more, then leaves the job due for the minute cron, which brings Kit to the last", async () => {
    const context = setUp();
    const { kit, env, hook, send, sendHooked } = context;
    const fields = await scheduled(context);
    const path = ownerIssuePath(fields.slug!);
    let day = 4;
    hook.arm(`kit-draft:${fields.slug}`, "before", () => send(path, jsonPost({ ...fields, date: daysFromToday(++day) })), 10);
    await sendHooked(path, jsonPost({ ...fields, date: daysFromToday(4) }));
    // Four attempts (days 4 to 7 reached Kit), each reopened by the change at its close; day 8 waits.
    expect(hook.fired).toBe(4);
    expect(ours(kit, fields.slug!).map((broadcast) => broadcast.send_at)).toEqual([moment(7)]);
    expect(await jobOf(env, fields.slug!)).toMatchObject({ done_at: null, lease: null });
    await syncWaitingKitDrafts(env);
    expect(ours(kit, fields.slug!).map((broadcast) => broadcast.send_at)).toEqual([moment(8)]);
    expect(await jobOf(env, fields.slug!)).toMatchObject({ done_at: expect.any(Number) });
  });
});
