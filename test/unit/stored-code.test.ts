import { describe, expect, it } from "vitest";
import { knownCode, knownCodeIn } from "../../src/stored-code";
import { kitProblemOf, storedKitProblem } from "../../src/publishing";
import { feedProblemOf } from "../../src/videos";
import { storedReasonOf } from "../../src/signup";

type Shape = { code: "a"; n: number } | { code: "b" };
const CODES: Shape["code"][] = ["a", "b"];

describe("a stored code read back", () => {
  it("counts only an object whose code this version knows", () => {
    expect(knownCode<Shape>({ code: "a", n: 1 }, CODES)).toEqual({ code: "a", n: 1 });
    for (const value of [{ code: "c" }, { n: 1 }, "a", null, undefined, 3, ["a"]]) expect(knownCode<Shape>(value, CODES)).toBeUndefined();
    expect(knownCodeIn<Shape>('{"code":"b"}', CODES)).toEqual({ code: "b" });
    for (const stored of ["Kit failed (500)", "", '{"code":"c"}', "{"]) expect(knownCodeIn<Shape>(stored, CODES)).toBeUndefined();
  });

  it("each reader keeps its own fallback for an older row's words", () => {
    expect(kitProblemOf(storedKitProblem({ code: "slowed" }))).toEqual({ code: "slowed" });
    expect(kitProblemOf("Kit said no")).toEqual({ code: "failed", detail: "Kit said no" });
    expect(feedProblemOf('{"code":"status","status":503}')).toEqual({ code: "status", status: 503 });
    expect(feedProblemOf("The feed was empty")).toEqual({ code: "not-feed" });
    expect(storedReasonOf({ code: "paused" })).toEqual({ code: "paused" });
    expect(storedReasonOf("Kit returned 500")).toBe("Kit returned 500");
    expect(storedReasonOf({ code: "gone" })).toBeUndefined();
  });
});
