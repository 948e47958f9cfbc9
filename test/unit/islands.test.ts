import { readdirSync } from "node:fs";
import { basename, join } from "node:path";
import { describe, expect, it } from "vitest";

// The client finds an island's module by the name its root carries (client/islands.ts), so the
// name given to island() must equal the file's name, and each file must hold exactly one island.
const ISLANDS_DIR = join(import.meta.dirname, "../../src/islands");
const islandFiles = readdirSync(ISLANDS_DIR).filter((file) => file.endsWith(".tsx"));

describe("islands", () => {
  it("exist", () => {
    expect(islandFiles.length).toBeGreaterThan(0);
  });

  it.each(islandFiles)(
    "%s declares one island named after its file, and exports its component as default",
    async (file) => {
      const module = (await import(join(ISLANDS_DIR, file))) as Record<string, unknown>;
      const names = Object.values(module)
        .map((value) => (typeof value === "function" && "islandName" in value ? value.islandName : undefined))
        .filter((name) => name !== undefined);
      expect(names).toEqual([basename(file, ".tsx")]);
      expect(typeof module.default).toBe("function");
    },
    60_000,
  ); // importing an island transforms its whole tree of components and styles
});
