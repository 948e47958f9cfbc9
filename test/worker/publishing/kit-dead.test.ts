import { env as testEnv } from "cloudflare:test";
import { afterEach, describe, expect, it, vi } from "vitest";
import { ISSUES_PATH, kitRetryPath, type PublishedIssue } from "../../../src/publishing/contract";
import { kitStatusWords } from "../../../src/content/kit-status";
import type { Env } from "../../../worker/config";
import { syncWaitingKitDrafts } from "../../../worker/publishing";
import { FakeKit, kitEnv, recordingQueue, routeKitTo } from "../../fakes/signup-harness";
import { formPost, jsonPost, publishingClient, validIssue } from "./publish-harness";

afterEach(() => vi.restoreAllMocks());

/** A job that gave up is on the desk and on the issue's row, with its last error in words and a confirmed "Try again". */
describe("an issue's email the site gave up on", () => {
  it("after its last try: 'Kit gave up' on the list and the desk with the last error; Try again (confirmed) makes the broadcast", async () => {
    const kit = new FakeKit();
    routeKitTo(kit);
    const env = kitEnv(recordingQueue(), { ENVIRONMENT: "development" } as Partial<Env>);
    const send = publishingClient(env);
    kit.mode = "server-error";
    const fields = validIssue();
    await send(ISSUES_PATH, jsonPost(fields));
    // The job is at its last try (60): the next failure is its end.
    await (testEnv as Env).DB.prepare("UPDATE outbox_jobs SET attempts = 59 WHERE id = ?1").bind(`kit-draft:${fields.slug}`).run();
    await syncWaitingKitDrafts(env, new Date(Date.now() + 60_000));
    const answer = JSON.parse((await send(`${ISSUES_PATH}/${fields.slug}`, jsonPost(fields))).text) as { issue: PublishedIssue };
    expect(answer.issue.kit).toEqual({ state: "dead", reason: "Kit failed (500); tried again within a minute." });

    const list = (await send(ISSUES_PATH)).text;
    const row = list.slice(list.indexOf(`data-issue="${fields.slug}"`));
    expect(row).toContain(kitStatusWords.dead.label);
    expect(row).toContain("Kit failed (500)");
    expect(row).toContain(`action="${kitRetryPath(fields.slug!)}"`);

    const desk = (await send("/internal")).text;
    const need = desk.slice(desk.indexOf(`data-need="kit-dead-${fields.slug}"`));
    expect(need).toContain(`“${fields.title}”: ${kitStatusWords.dead.label}`);
    expect(need).toContain("Last error: Kit failed (500); tried again within a minute.");
    expect(need).toContain(`action="${kitRetryPath(fields.slug!)}"`);

    kit.mode = "normal";
    // Unconfirmed: nothing happens.
    expect((await send(kitRetryPath(fields.slug!), formPost({} as never))).response.status).toBe(422);
    expect(kit.broadcasts.broadcasts).toHaveLength(0);
    const retried = await send(kitRetryPath(fields.slug!), formPost({ confirm: "yes" } as never));
    expect(retried.response.status).toBe(303);
    expect(kit.broadcasts.broadcasts).toHaveLength(1);
    const after = (await send(ISSUES_PATH)).text;
    expect(after.slice(after.indexOf(`data-issue="${fields.slug}"`))).toContain(kitStatusWords.created.label);
    expect((await send("/internal")).text).not.toContain(`data-need="kit-dead-${fields.slug}"`);
  });
});
