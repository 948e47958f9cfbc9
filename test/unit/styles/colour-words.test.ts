import { readdirSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it, vi } from "vitest";

// A sentence that names a colour takes the word from the palette's `colourNames`. Here every name
// is a token: a colour word still left in a description or in src/content was spelled by hand,
// and would keep saying "orange" after the accent changed.
vi.mock("../../../src/styles/palette.ts", async (importOriginal) => {
  const palette = await importOriginal<typeof import("../../../src/styles/palette.ts")>();
  const tokens = Object.fromEntries(Object.keys(palette.colourNames).map((key, index) => [key, `<colour ${index}>`]));
  return { ...palette, colourNames: tokens };
});

const { colourNames } = await import("../../../src/styles/palette.ts");
const { STYLE_LIST, STYLES } = await import("../../../src/newsletter/styles/index.ts");
const { publishCheckMessages } = await import("../../../src/content/publish-form.ts");

const COLOUR_WORDS =
  /\b(orange|red|green|blue|yellow|purple|violet|pink|magenta|cyan|teal|turquoise|navy|indigo|brown|beige|amber|gold|silver|grey|gray|black|white|crimson|scarlet|maroon|lime)\b/gi;

/** Every string reachable from a module's exports. */
function stringsIn(value: unknown, seen = new Set<unknown>()): string[] {
  if (typeof value === "string") return [value];
  if (typeof value !== "object" || value === null || seen.has(value)) return [];
  seen.add(value);
  return Object.values(value).flatMap((inner) => stringsIn(inner, seen));
}

describe("colour words", () => {
  it("the email styles' descriptions spell no colour: each comes from the palette", () => {
    for (const style of STYLE_LIST) expect(style.description.match(COLOUR_WORDS), style.key).toBeNull();
  });

  it("the words in src/content spell no colour: each comes from the palette", async () => {
    const dir = join(import.meta.dirname, "../../../src/content");
    const modules = readdirSync(dir).filter((file) => file.endsWith(".ts"));
    for (const file of modules) {
      const words = stringsIn(await import(join(dir, file)));
      for (const text of words) expect(text.match(COLOUR_WORDS), `${file}: ${text}`).toBeNull();
    }
  }, 30_000);

  it("a description that names the accent says the palette's name for it, so a new accent renames it", () => {
    const naming = STYLE_LIST.filter((style) => style.description.includes(colourNames.accent)).map((style) => style.key);
    expect(naming).toEqual(expect.arrayContaining(["minimal", "bold", "sidebar", "hybrid"]));
    for (const key of naming) {
      const renamed = STYLES[key].describe({ ...colourNames, accent: "blue" });
      expect(renamed).toContain("blue");
      expect(renamed).not.toContain(colourNames.accent);
    }
    expect(STYLES.sidebar.describe({ ...colourNames, accent: "orange" })).toMatch(/^An orange bar/);
    expect(STYLES.sidebar.describe({ ...colourNames, accent: "blue" })).toMatch(/^A blue bar/);
  });

  it("the owner's message about an unknown video names the placeholder's colour from the palette", () => {
    expect(publishCheckMessages.VIDEO_UNKNOWN).toContain(colourNames.line);
  });
});
