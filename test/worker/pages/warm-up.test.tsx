import { afterEach, describe, expect, it } from "vitest";
import { definePage } from "../../../src/route-types";
import { warmUpPages } from "../../../worker/pages";

const page = (name: string, rendered: string[], internal = false) =>
  definePage({
    path: `/${name}`,
    title: name,
    description: name,
    internal,
    // biome-ignore lint/correctness/noComponentHookFactories: one page per name for this test, made before any render; it records that it rendered
    Page: () => {
      rendered.push(name);
      if (name === "broken") throw new Error("a broken page");
      return <p>{name}</p>;
    },
  });

const runtimeTimer = globalThis.setTimeout;
afterEach(() => {
  globalThis.setTimeout = runtimeTimer;
});

describe("warming the renderer up at start-up", () => {
  it("renders each shared page once, never an internal one, and goes on past a page that throws", async () => {
    const rendered: string[] = [];
    const result = await warmUpPages([page("first", rendered), page("broken", rendered), page("tool", rendered, true), page("last", rendered)]);
    expect(rendered).toEqual(["first", "broken", "last"]);
    expect(result.rendered).toEqual(["/first", "/last"]);
    expect(result.failed.map(({ path, error }) => [path, String(error)])).toEqual([["/broken", "Error: a broken page"]]);
  });

  it("renders with React's streaming renderer where timers are refused, as in a Worker's start-up code", async () => {
    // Start-up code may not set a timer: the runtime throws, as this stand-in does.
    const refusingTimer = (() => {
      throw new Error("Disallowed operation called within global scope");
    }) as unknown as typeof setTimeout;
    globalThis.setTimeout = refusingTimer;
    const rendered: string[] = [];
    const result = await warmUpPages([page("first", rendered), page("last", rendered)]);
    expect(result.failed).toEqual([]);
    expect(result.rendered).toEqual(["/first", "/last"]);
    expect(globalThis.setTimeout).toBe(refusingTimer); // the warm-up gives back the timer it found
  });
});
