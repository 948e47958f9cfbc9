import { describe, expect, it } from "vitest";
import { definePage } from "../../src/route-types";
import { warmUpPages } from "../../worker/pages/warm-up";

describe("warming the renderer up at start-up", () => {
  it("renders each shared page once, never an internal one, and goes on past a page that throws", () => {
    const rendered: string[] = [];
    const page = (name: string, internal = false) =>
      definePage({
        path: `/${name}`,
        title: name,
        description: name,
        internal,
        Page: () => {
          rendered.push(name);
          if (name === "broken") throw new Error("a broken page");
          return <p>{name}</p>;
        },
      });
    expect(() => warmUpPages([page("first"), page("broken"), page("tool", true), page("last")])).not.toThrow();
    expect(rendered).toEqual(["first", "broken", "last"]);
  });
});
