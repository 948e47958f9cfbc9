import { afterEach, describe, expect, it, vi, beforeEach } from "vitest";
import { ISSUES_PATH, issuePath as ownerIssuePath } from "../../../src/publishing/contract";
import type { Env } from "../../../worker/config";
import { FakeKit, kitEnv, recordingQueue, routeKitTo } from "../../fakes/signup-harness";
import { countingEnv, noOperations } from "../../support/counting-env";
import { daysFromToday, formPost, jsonPost, publishingClient, validIssue, newKitAccount } from "./publish-harness";
import { must } from "../../../src/must.ts";

beforeEach(newKitAccount);
afterEach(() => vi.restoreAllMocks());

/**
 * What a publish, an edit and an unpublish of a scheduled issue cost, the reconciler's pass included
 * (woken in the request's background): Kit calls and D1 rows (test/support/counting-env.ts). Recorded in
 * docs/newsletter.md; a change that costs more fails here.
 */
describe("the cost of keeping Kit in step", () => {
  it("publish, edit (a move), unpublish: Kit calls and D1 rows", async () => {
    const kit = new FakeKit();
    routeKitTo(kit);
    const counts = noOperations();
    const env = countingEnv(kitEnv(recordingQueue(), { ENVIRONMENT: "development", KIT_EMAIL_TEMPLATE_ID: "102" } as Partial<Env>), counts);
    const send = publishingClient(env);
    const fields = validIssue({ date: daysFromToday(3), send: "schedule" } as never);
    const step = async (name: string, path: string, init: RequestInit) => {
      const before = { read: counts.d1RowsRead, written: counts.d1RowsWritten, kit: kit.requests.length };
      expect((await send(path, init)).response.status).toBeLessThan(400);
      const calls = kit.requests.slice(before.kit).map((request) => `${request.method} ${request.path.split("?")[0]}`);
      const cost = { kitCalls: calls, d1RowsRead: counts.d1RowsRead - before.read, d1RowsWritten: counts.d1RowsWritten - before.written };
      console.log(`[kit costs] ${name}: ${JSON.stringify(cost)}`);
      return cost;
    };
    const publish = await step("publish", ISSUES_PATH, jsonPost(fields));
    // One read of Kit's list serves the pass; then only the write that differs.
    expect(publish.kitCalls).toEqual(["GET /v4/broadcasts", "POST /v4/broadcasts"]);
    const edit = await step("edit (moved a day)", ownerIssuePath(must(fields.slug)), jsonPost({ ...fields, date: daysFromToday(4) }));
    expect(edit.kitCalls).toEqual(["GET /v4/broadcasts", `PUT /v4/broadcasts/${must(kit.broadcasts.broadcasts[0]).id}`]);
    const unpublish = await step("unpublish", `${ownerIssuePath(must(fields.slug))}/unpublish`, formPost({ confirm: "yes" } as never));
    expect(unpublish.kitCalls).toEqual(edit.kitCalls);
    for (const cost of [publish, edit, unpublish]) expect(cost.d1RowsWritten).toBeLessThanOrEqual(20);
  });
});
