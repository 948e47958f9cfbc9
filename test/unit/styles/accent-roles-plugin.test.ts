import { describe, expect, it } from "vitest";
import { accentRolesPlugin } from "../../../build/accent-roles-plugin.ts";
import { brand } from "../../../src/styles/palette.ts";
import { must } from "../../../src/must.ts";

// The bundles get the solved shades in place of the solver, so the colour library stays in Node.
describe("the accent roles' build plugin", () => {
  const plugin = accentRolesPlugin();
  const load = (id: string) => (plugin.load as (id: string) => string | undefined).call({}, id);

  it("gives the bundles a deriveAccentRoles that returns the palette's solved roles, without the colour library", async () => {
    const code = load("/repo/src/styles/accent-roles.ts?v=1");
    expect(code).toBeDefined();
    expect(code).not.toMatch(/culori|import /);
    const module = await import(`data:text/javascript,${encodeURIComponent(must(code))}`);
    expect(module.deriveAccentRoles("#000000", {}, {})).toEqual(brand);
  });

  it("leaves every other module alone", () => {
    expect(load("/repo/src/styles/palette.ts")).toBeUndefined();
    expect(load("/repo/src/styles/contrast.ts")).toBeUndefined();
  });
});
