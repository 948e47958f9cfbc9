import { afterEach, describe, expect, it, vi, beforeEach } from "vitest";
import { issuePath } from "../../../src/newsletter/paths";
import { ISSUES_PATH, issuePath as ownerIssuePath, type PublishAnswer, type PublishedIssue } from "../../../src/publishing/contract";
import { clockInZone, dayInZone, nextDay, startOfDay } from "../../../src/publishing/zone-time";
import type { Env } from "../../../worker/config";
import { issuesView } from "../../../worker/publishing";
import { passAt } from "../../support/broadcast-reconciler";
import { FakeKit, kitEnv, recordingQueue, routeKitTo } from "../../fakes/signup-harness";
import {
  broadcastRow,
  daysFromToday,
  formPost,
  issueRow,
  jsonPost,
  publishingClient,
  purges,
  sameOrigin,
  validIssue,
  kitBroadcastsOf,
  newKitAccount,
} from "./publish-harness";
import { must } from "../../../src/must";
import { expectStatus } from "../../support/refusal";

beforeEach(newKitAccount);
afterEach(() => vi.restoreAllMocks());

/** Fixed-offset zones from UTC-12 to UTC+14 (Etc/GMT's signs are inverted by POSIX). */
const ZONES = Array.from({ length: 27 }, (_, i) => i - 12).map((hours) => (hours === 0 ? "Etc/UTC" : `Etc/GMT${hours > 0 ? "-" : "+"}${Math.abs(hours)}`));
const minutesOfDay = (zone: string, now: number) => {
  const [h, m] = clockInZone(now, zone).split(":").map(Number) as [number, number];
  return h * 60 + m;
};
/** The zone whose date is not UTC's right now, as far from its midnight as can be: the test bites at any hour. */
function zoneOffUtcDay(now = Date.now()): string {
  const off = ZONES.filter((zone) => dayInZone(now, zone) !== dayInZone(now, "UTC"));
  const margin = (zone: string) => Math.min(minutesOfDay(zone, now), 1440 - minutesOfDay(zone, now));
  return must(off.sort((a, b) => margin(b) - margin(a))[0]);
}
/** A zone whose clock reads between 06:00 and 18:00 now: an email "later today" stays today. */
function zoneInDaytime(now = Date.now()): string {
  return must(ZONES.find((zone) => minutesOfDay(zone, now) >= 360 && minutesOfDay(zone, now) <= 1080));
}

function setUp(overrides: Partial<Env> = {}, kitNow?: () => number) {
  const kit = new FakeKit(kitNow ? { now: kitNow } : {});
  routeKitTo(kit);
  const env = kitEnv(recordingQueue(), { ENVIRONMENT: "development", ...overrides });
  return { kit, env, send: publishingClient(env) };
}

const answerOf = (text: string) => (JSON.parse(text) as { success: true; issue: PublishedIssue }).issue;
const broadcastOf = (kit: FakeKit, slug: string) => kitBroadcastsOf(kit, slug)[0];
const putsAndPosts = (kit: FakeKit) => kit.requests.filter((r) => r.path.startsWith("/v4/broadcasts") && (r.method === "PUT" || r.method === "POST"));

describe("an issue's date is a day in the owner's time zone", () => {
  it("his today goes live at once and his tomorrow at 00:00 his time, with a zone whose date is not UTC's now", async () => {
    const zone = zoneOffUtcDay();
    const now = Date.now();
    const today = dayInZone(now, zone);
    const tomorrow = nextDay(today);
    expect(today).not.toBe(dayInZone(now, "UTC"));
    const { env, send } = setUp({ OWNER_TIME_ZONE: zone } as Partial<Env>);

    // No date: his today, live at once.
    const live = validIssue({ date: undefined });
    const first = await send(ISSUES_PATH, jsonPost(live));
    expect(answerOf(first.text)).toMatchObject({ date: today, state: "live", timeZone: zone });
    expectStatus(await send(issuePath(must(live.slug)))).toBe(200);

    const later = validIssue({ date: tomorrow });
    expect(answerOf((await send(ISSUES_PATH, jsonPost(later))).text)).toMatchObject({ date: tomorrow, state: "scheduled" });
    expect((await send(issuePath(must(later.slug)))).response.status).toBe(404);

    // Not on the web one second before 00:00 of his tomorrow; on it one second after.
    const goLive = startOfDay(tomorrow, zone);
    const before = await issuesView(env.DB, zone, new Date(goLive - 1000));
    const after = await issuesView(env.DB, zone, new Date(goLive + 1000));
    expect((await before.load()).some((issue) => issue.slug === later.slug)).toBe(false);
    expect((await after.load()).some((issue) => issue.slug === later.slug)).toBe(true);
    expect(before.version).not.toBe(after.version);
    // The edge keeps the archive no longer than until then.
    const view = await issuesView(env.DB, zone, new Date(now));
    expect(view.edgeSeconds).toBeLessThanOrEqual(Math.ceil((goLive - now) / 1000));
    expect(view.edgeSeconds).toBeGreaterThanOrEqual(Math.floor((goLive - now) / 1000) - 1);
  });
});

describe("one schedule for the web and the email (send=schedule)", () => {
  it("omitting send keeps today's behaviour: a draft in Kit (send_at null)", async () => {
    const { kit, send } = setUp();
    const fields = validIssue({ date: daysFromToday(3) });
    expect(answerOf((await send(ISSUES_PATH, jsonPost(fields))).text)).toMatchObject({ send: "draft", sendAt: null });
    // The answer comes before Kit is called; a second identical post answers the state after it.
    expect(answerOf((await send(ISSUES_PATH, jsonPost(fields))).text).kit).toMatchObject({ state: "created" });
    expect(must(broadcastOf(kit, must(fields.slug))).send_at).toBeNull();
  });

  it("sets send_at at 00:00 of the issue's day in his zone, moves it with the date, clears it back to draft and on unpublish", async () => {
    const { kit, send } = setUp();
    const zone = "America/Kentucky/Louisville";
    const fields = validIssue({ date: daysFromToday(3), send: "schedule" } as never);
    const created = answerOf((await send(ISSUES_PATH, jsonPost(fields))).text);
    const at = new Date(startOfDay(must(fields.date), zone)).toISOString();
    expect(created).toMatchObject({ state: "scheduled", send: "schedule", sendAt: at });
    expect(answerOf((await send(ISSUES_PATH, jsonPost(fields))).text).kit).toMatchObject({ state: "scheduled", sendAt: at });
    expect(must(broadcastOf(kit, must(fields.slug))).send_at).toBe(at);
    // Every write to Kit carries send_at, never left out (Kit must never read it as "send now").
    expect(putsAndPosts(kit).every((r) => r.body !== null && typeof r.body === "object" && "send_at" in (r.body as object))).toBe(true);

    // Moving the date moves send_at (send omitted on the edit: the choice stands).
    const moved = { ...fields, date: daysFromToday(5) } as never as Record<string, string>;
    delete moved.send;
    const edited = answerOf((await send(ownerIssuePath(must(fields.slug)), jsonPost(moved))).text);
    const movedAt = new Date(startOfDay(daysFromToday(5), zone)).toISOString();
    expect(edited).toMatchObject({ send: "schedule", sendAt: movedAt });
    expect(must(broadcastOf(kit, must(fields.slug))).send_at).toBe(movedAt);

    // Back to draft: null at Kit.
    await send(ownerIssuePath(must(fields.slug)), jsonPost({ ...moved, send: "draft" }));
    expect(must(broadcastOf(kit, must(fields.slug))).send_at).toBeNull();
    expect(await issueRow(must(fields.slug))).toMatchObject({ send_choice: "draft", send_at: null });
    expect(await broadcastRow(must(fields.slug))).toMatchObject({ wanted: "draft", kit_send_at: null, inStep: true });

    // Scheduled again, then unpublished before it is sent: null at Kit.
    await send(ownerIssuePath(must(fields.slug)), jsonPost({ ...moved, send: "schedule" }));
    expect(must(broadcastOf(kit, must(fields.slug))).send_at).toBe(movedAt);
    const off = await send(`${ownerIssuePath(must(fields.slug))}/unpublish`, formPost({ confirm: "yes" } as never));
    expectStatus(off).toBe(303);
    expect(must(broadcastOf(kit, must(fields.slug))).send_at).toBeNull();
    expect(await issueRow(must(fields.slug))).toMatchObject({ state: "unpublished", send_at: null });
    expect(await broadcastRow(must(fields.slug))).toMatchObject({ wanted: "none", kit_send_at: null, inStep: true });
  });

  it("an issue today has one moment on his clock (time, or send_time): its page and its email both wait for it; a moment past is a clear 422 for a schedule", async () => {
    const now = Date.now();
    const zone = zoneInDaytime(now);
    const { kit, send } = setUp({ OWNER_TIME_ZONE: zone } as Partial<Env>);
    // No time: 00:00 of today, passed: the schedule is refused in words.
    const missing = await send(ISSUES_PATH, jsonPost(validIssue({ send: "schedule", accept_warnings: "yes" } as never)));
    expect(missing.response.status).toBe(422);
    expect((JSON.parse(missing.text) as PublishAnswer & { success: false }).problems.map((p) => p.code)).toEqual(["SEND_TIME_PAST"]);

    const past = await send(
      ISSUES_PATH,
      jsonPost(validIssue({ send: "schedule", time: clockInZone(now - 60 * 60_000, zone), accept_warnings: "yes" } as never)),
    );
    expect(past.response.status).toBe(422);
    const refusal = JSON.parse(past.text) as PublishAnswer & { success: false };
    expect(refusal.problems.map((p) => p.code)).toEqual(["SEND_TIME_PAST"]);
    expect(must(refusal.problems[0]).message).toContain(`(${zone})`);
    const bad = await send(ISSUES_PATH, jsonPost(validIssue({ send: "later", time: "09:00", accept_warnings: "yes" } as never)));
    expect((JSON.parse(bad.text) as PublishAnswer & { success: false }).problems.map((p) => p.code)).toEqual(["SEND_UNKNOWN"]);
    expect(kit.broadcasts.broadcasts).toHaveLength(0);

    const clock = clockInZone(now + 2 * 60 * 60_000, zone);
    const fields = validIssue({ send: "schedule", send_time: clock, accept_warnings: "yes" } as never);
    const issue = answerOf((await send(ISSUES_PATH, jsonPost(fields))).text);
    // Its page waits for the same moment as its email.
    expect(issue.state).toBe("scheduled");
    expect(issue.time).toBe(clock);
    expect((await send(issuePath(must(fields.slug)))).response.status).toBe(404);
    expect(clockInZone(Date.parse(must(issue.sendAt)), zone)).toBe(clock);
    expect(dayInZone(Date.parse(must(issue.sendAt)), zone)).toBe(dayInZone(now, zone));
    expect(must(broadcastOf(kit, must(fields.slug))).send_at).toBe(issue.sendAt);
  });

  it("one moment for the page: dated today at a time ahead, it is in no list until then; at a time passed, it is on the web at once", async () => {
    const now = Date.now();
    const zone = zoneInDaytime(now);
    const { send } = setUp({ OWNER_TIME_ZONE: zone } as Partial<Env>);
    const word = `momentword${Date.now().toString(36).replace(/\d/g, "")}`;
    const ahead = validIssue({ title: `Ahead ${word}`, time: clockInZone(now + 30 * 60_000, zone), accept_warnings: "yes" } as never);
    expect(answerOf((await send(ISSUES_PATH, jsonPost(ahead))).text).state).toBe("scheduled");
    const passed = validIssue({ title: `Passed ${word}`, time: clockInZone(now - 30 * 60_000, zone), accept_warnings: "yes" } as never);
    expect(answerOf((await send(ISSUES_PATH, jsonPost(passed))).text).state).toBe("live");
    expect((await send(issuePath(must(ahead.slug)))).response.status).toBe(404);
    expectStatus(await send(issuePath(must(passed.slug)))).toBe(200);
    // Its share card waits with it: the card shows the title before the page is out.
    expect((await send(`/images/issues/${must(ahead.slug)}.png`)).response.status).toBe(404);
    expectStatus(await send(`/images/issues/${must(passed.slug)}.png`)).toBe(200);
    for (const path of ["/newsletter/issues", "/newsletter/feed.xml", "/sitemap.xml", `/newsletter/issues?q=${word}`]) {
      const text = (await send(path)).text;
      expect(text).toContain(must(passed.slug));
      expect(text).not.toContain(must(ahead.slug));
    }
  });

  it("Kit down while scheduling: the issue is saved, the schedule is owed ('waiting for Kit to schedule'), and the reconciler's next pass schedules it", async () => {
    const { kit, env, send } = setUp();
    kit.mode = "server-error";
    const fields = validIssue({ date: daysFromToday(2), send: "schedule" } as never);
    const issue = answerOf((await send(ISSUES_PATH, jsonPost(fields))).text);
    expect(issue.kit).toMatchObject({ state: "waiting", schedule: true });
    expect((await send(ISSUES_PATH)).text).toContain("Waiting for Kit to schedule");
    kit.mode = "normal";
    await passAt(env, new Date(Date.now() + 60_000));
    expect(must(broadcastOf(kit, must(fields.slug))).send_at).toBe(issue.sendAt);
    expect(await broadcastRow(must(fields.slug))).toMatchObject({ inStep: true, kit_send_at: issue.sendAt });

    // A reschedule while Kit is down is owed too, and written by the next pass.
    kit.mode = "server-error";
    const moved = answerOf((await send(ownerIssuePath(must(fields.slug)), jsonPost({ ...fields, date: daysFromToday(4) }))).text);
    // Kit holds the broadcast: the change is on its way, and the old schedule is never shown as current.
    expect(moved.kit).toMatchObject({ state: "updating" });
    kit.mode = "normal";
    await passAt(env, new Date(Date.now() + 60_000));
    expect(must(broadcastOf(kit, must(fields.slug))).send_at).toBe(moved.sendAt);
  });

  it("Kit refuses the schedule (422, a time it reads as past): Kit's words are shown and the broadcast stays a draft", async () => {
    // Kit's clock runs a week ahead, so it reads the go-live moment as past.
    const { kit, send } = setUp({}, () => Date.now() + 7 * 86_400_000);
    const fields = validIssue({ date: daysFromToday(2), send: "schedule" } as never);
    await send(ISSUES_PATH, jsonPost(fields));
    const issue = answerOf((await send(ISSUES_PATH, jsonPost(fields))).text);
    expect(issue.kit).toMatchObject({ state: "created", scheduleRefused: { code: "kit-refused", words: "Send at must be in the future" } });
    expect(must(broadcastOf(kit, must(fields.slug))).send_at).toBeNull();
    const row = await broadcastRow(must(fields.slug));
    expect(row).toMatchObject({ kit_send_at: null });
    // Stored as a code that keeps Kit's own words; the list words it.
    expect(JSON.parse(String(must(row).schedule_refused))).toMatchObject({ code: "kit-refused", words: "Send at must be in the future" });
    const list = (await send(ISSUES_PATH)).text;
    expect(list).toContain("Kit refused the schedule");
    expect(list).toContain("Send at must be in the future");
  });

  it("once Kit sent it, an edit changes only the web page (no PUT to Kit) and the list says it was sent", async () => {
    const { kit, send } = setUp();
    const fields = validIssue({ date: daysFromToday(2), send: "schedule" } as never);
    await send(ISSUES_PATH, jsonPost(fields));
    // Kit sent it (its send_at passed).
    const sentAt = new Date(Date.now() - 60_000).toISOString();
    must(broadcastOf(kit, must(fields.slug))).send_at = sentAt;
    const puts = putsAndPosts(kit).length;
    const edited = answerOf((await send(ownerIssuePath(must(fields.slug)), jsonPost({ ...fields, title: "A new title after the send" }))).text);
    expect(putsAndPosts(kit)).toHaveLength(puts);
    expect(edited.title).toBe("A new title after the send");
    expect(answerOf((await send(ownerIssuePath(must(fields.slug)), jsonPost({ ...fields, title: "A new title after the send" }))).text).kit).toMatchObject({
      state: "sent",
      sentAt,
    });
    expect(must(broadcastOf(kit, must(fields.slug))).subject).toBe(fields.title);
    expect(await issueRow(must(fields.slug))).toMatchObject({ title: "A new title after the send" });
    expect(await broadcastRow(must(fields.slug))).toMatchObject({ sent_at: sentAt, inStep: true });
    expect((await send(ISSUES_PATH)).text).toContain("Sent by Kit");
    // Later edits write nothing to Kit, and Kit keeps what it sent.
    await send(ownerIssuePath(must(fields.slug)), jsonPost({ ...fields, title: "Another title" }));
    expect(putsAndPosts(kit)).toHaveLength(puts);
    expect(kitBroadcastsOf(kit, must(fields.slug))).toHaveLength(1);
  });
});

describe("republishing an unpublished issue", () => {
  it("needs the confirmation; puts the page back in the archive, feed and sitemap, purges as a publish does; an edit while off the web says so", async () => {
    const { send } = setUp();
    const fields = validIssue({ date: daysFromToday(0), accept_warnings: "yes" });
    await send(ISSUES_PATH, jsonPost(fields));
    await send(`${ownerIssuePath(must(fields.slug))}/unpublish`, formPost({ confirm: "yes" } as never));
    expect((await send(issuePath(must(fields.slug)))).response.status).toBe(410);

    // Edited while off the web: the answer says it is unpublished, and the list offers Republish.
    const edit = answerOf((await send(ownerIssuePath(must(fields.slug)), jsonPost({ ...fields, title: "Edited while off the web" }))).text);
    expect(edit.state).toBe("unpublished");
    expect((await send(issuePath(must(fields.slug)))).response.status).toBe(410);
    expect((await send(ISSUES_PATH)).text).toContain(`action="${ownerIssuePath(must(fields.slug))}/republish"`);

    const unconfirmed = await send(`${ownerIssuePath(must(fields.slug))}/republish`, {
      method: "POST",
      headers: { ...sameOrigin, "Content-Type": "application/x-www-form-urlencoded" },
      body: "",
    });
    expect(unconfirmed.response.status).toBe(422);
    expect((await send(issuePath(must(fields.slug)))).response.status).toBe(410);

    purges.length = 0;
    const back = await send(`${ownerIssuePath(must(fields.slug))}/republish`, formPost({ confirm: "yes" } as never));
    expectStatus(back).toBe(303);
    expect(back.response.headers.get("Location")).toBe(ISSUES_PATH);
    expect(purges).toEqual([{ tags: ["issues"] }]);
    const page = await send(issuePath(must(fields.slug)));
    expectStatus(page).toBe(200);
    expect(page.text).toContain("Edited while off the web");
    expect((await send("/newsletter/issues")).text).toContain(issuePath(must(fields.slug)));
    expect((await send("/newsletter/feed.xml")).text).toContain(must(fields.slug));
    expect((await send("/sitemap.xml")).text).toContain(must(fields.slug));
    // A live issue has nothing to republish.
    expect((await send(`${ownerIssuePath(must(fields.slug))}/republish`, formPost({ confirm: "yes" } as never))).response.status).toBe(409);
  });
});
