import { env } from "cloudflare:test";
import * as v from "valibot";
import { describe, expect, it } from "vitest";
import type { Env } from "../../../worker/config";
import { bumpVersion, isolateVersion, readWithVersion } from "../../../worker/versions";
import { must } from "../../../src/must.ts";

const db = (env as Env).DB;
const issuesVersion = async () => must(await readWithVersion(db, "issues", "", [])).version;

describe("versions", () => {
  it("every-request policy: a bump in a batch is seen by the next read, with the request's own columns in the same query", async () => {
    const before = await issuesVersion();
    await db.batch([bumpVersion(db, "issues")]);
    const row = await readWithVersion(db, "issues", "?2 * 2 AS doubled", [21], { doubled: v.number() });
    expect(row).toEqual({ version: before + 1, doubled: 42 });
  });

  it("a guarded bump follows its own condition, whatever the statement before it changed", async () => {
    const before = await issuesVersion();
    const holds = (value: number) => ({ sql: (first: number) => `?${first} = 1`, values: [value] });
    // The statement before changes a row: the bump still waits for its own condition.
    await db.batch([db.prepare("UPDATE versions SET version = version WHERE name = 'issues'"), bumpVersion(db, "issues", holds(0))]);
    expect(await issuesVersion()).toBe(before);
    // The statement before changes nothing: the bump still happens when its condition holds.
    await db.batch([db.prepare("UPDATE versions SET version = version WHERE name = 'no such version'"), bumpVersion(db, "issues", holds(1))]);
    expect(await issuesVersion()).toBe(before + 1);
  });

  it("per-isolate policy: read at most once an interval, so another isolate's bump is seen after it; the bumping isolate sees its own at once", async () => {
    const here = isolateVersion("site-cache", 30_000);
    const elsewhere = isolateVersion("site-cache", 30_000);
    const t0 = 1_000_000;
    await here.refresh(db, t0);
    const start = here.current();
    const bumped = await elsewhere.bump(db, t0);
    expect(bumped).toBe(String(Number(start) + 1));
    await here.refresh(db, t0 + 29_999);
    expect(here.current()).toBe(start);
    await here.refresh(db, t0 + 30_000);
    expect(here.current()).toBe(bumped);
  });

  it("per-isolate policy: a failed read keeps the last version", async () => {
    const here = isolateVersion("site-cache", 1);
    await here.refresh(db, 10);
    const known = here.current();
    const broken = {
      prepare: () => {
        throw new Error("D1 down");
      },
    } as unknown as D1Database;
    await here.refresh(broken, 20);
    expect(here.current()).toBe(known);
  });
});
