import { cpSync, mkdirSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { join } from "node:path";
import { afterAll, describe, expect, it, vi } from "vitest";
import { must } from "../../src/must.ts";

// docs/recipes.md performed on temporary copies, so the recipes stay true: the steps a person
// follows give the result the recipe promises. Node only, no build.

const ROOT = join(import.meta.dirname, "../..");
const recipes = readFileSync(join(ROOT, "docs/recipes.md"), "utf8");
// Inside node_modules, so the copies resolve the packages the originals import.
const scratch = mkdtempSync(join(ROOT, "node_modules/.recipes-"));

/** The content modules a guide record needs, copied into `copy` (a folder of `scratch`), with the settings they import (`../config`). */
function copyGuideModules(copy: string) {
  for (const file of ["guide-record.ts", "guide-registry-checks.ts", "owner.ts"]) cpSync(join(ROOT, "src/content", file), join(copy, file));
  cpSync(join(ROOT, "src/config"), join(scratch, "config"), { recursive: true });
}
afterAll(() => rmSync(scratch, { recursive: true, force: true }));

/** The recipe's section, from its heading to the next. */
const section = (heading: string) => recipes.slice(recipes.indexOf(`## ${heading}`), recipes.indexOf("\n## ", recipes.indexOf(`## ${heading}`) + 3));

describe("Change the brand colours", () => {
  const palettePath = join(ROOT, "src/styles/palette.ts");
  const palette = readFileSync(palettePath, "utf8");
  const ACCENT_LINE = /^const ACCENT = \{ value: "#[0-9a-f]{6}", name: "[a-z -]+" \};$/gm;

  it("names the one line to change, and the palette has exactly that line", () => {
    expect(palette.match(ACCENT_LINE)).toHaveLength(1);
    expect(section("Change the brand colours")).toContain('`const ACCENT = { value: "#rrggbb", name: "orange" };`');
  });

  it("with a dark accent (#b23a00) on that line alone, every role reaches its ratio and the old accent is left nowhere", async () => {
    const today = await import("../../src/styles/palette.ts");
    // The dark accent of the recipe's example; a blue when the palette already has that one.
    const accent = today.brand.accent === "#b23a00" ? "#1d4ed8" : "#b23a00";
    const copy = join(scratch, "styles");
    mkdirSync(copy, { recursive: true });
    for (const file of ["palette.ts", "accent-roles.ts", "contrast.ts"]) cpSync(join(ROOT, "src/styles", file), join(copy, file));
    cpSync(join(ROOT, "src/must.ts"), join(scratch, "must.ts"));
    writeFileSync(join(copy, "palette.ts"), palette.replace(ACCENT_LINE, `const ACCENT = { value: "${accent}", name: "rust" };`));
    const changed = await import(join(copy, "palette.ts"));
    const { accentRoleRequirements } = await import(join(copy, "accent-roles.ts"));
    expect(changed.brand.accent).toBe(accent);
    expect(changed.colourNames.accent).toBe("rust");
    for (const { role, ratio, against } of accentRoleRequirements(changed.brand, changed.accentGrounds)) {
      for (const background of against)
        expect(changed.contrastRatio(changed.brand[role], background), `${role} on ${background}`).toBeGreaterThanOrEqual(ratio);
    }
    expect(Object.values(changed.brand)).not.toContain(today.brand.accent);
  });
});

describe("Add a free guide", () => {
  it("a copied record with a new slug, path, PDF name and Kit tag flows to the routes, the sitemap and the generated files' names", async () => {
    const source = readFileSync(join(ROOT, "src/content/guides.ts"), "utf8");
    const start = source.lastIndexOf("\n  {\n    slug:");
    const end = source.indexOf("\n] as const satisfies");
    const record = source
      .slice(start, end)
      .replace(/slug: "[^"]+"/, 'slug: "recipe-guide"')
      .replace(/\n {4}path: "[^"]+"/, '\n    path: "/recipe-guide"')
      .replace(/kitTag: "[^"]+"/, 'kitTag: "Guide: Recipe"')
      .replace(/file: "[^"]+"/, 'file: "recipe-guide.pdf"');
    const copy = join(scratch, "content");
    mkdirSync(copy, { recursive: true });
    copyGuideModules(copy);
    writeFileSync(join(copy, "guides.ts"), source.slice(0, end) + record + source.slice(end));

    vi.resetModules();
    vi.doMock("../../src/content/guides.ts", () => import(join(copy, "guides.ts")));
    const { pageRoutes } = await import("../../src/routes.ts");
    const { guideAddresses } = await import("../../src/content/guide-record.ts");
    const { guides } = await import(join(copy, "guides.ts"));
    vi.doUnmock("../../src/content/guides.ts");

    const landing = pageRoutes.find((route) => route.path === "/recipe-guide");
    const thankYou = pageRoutes.find((route) => route.path === "/recipe-guide/thank-you");
    expect(landing).toBeDefined();
    // The sitemap lists the routes that are not noindex (worker/seo): the landing page, not its thank-you page.
    expect(must(landing).noindex).toBeFalsy();
    expect(thankYou?.noindex).toBe(true);
    expect(guideAddresses(guides["recipe-guide"])).toMatchObject({
      downloadHref: "/downloads/recipe-guide.pdf",
      coverSrc: "/images/guides/recipe-guide.svg",
      cardSrc: "/images/resources/recipe-guide.svg",
    });
    // Loading the route table loads every page module (their styles too): a few seconds on a busy machine.
  }, 60_000);

  it("a copied record that keeps another guide's path is refused, naming both guides", async () => {
    const source = readFileSync(join(ROOT, "src/content/guides.ts"), "utf8");
    const start = source.lastIndexOf("\n  {\n    slug:");
    const end = source.indexOf("\n] as const satisfies");
    const record = source
      .slice(start, end)
      .replace(/slug: "[^"]+"/, 'slug: "forgot-the-path"')
      .replace(/kitTag: "[^"]+"/, 'kitTag: "Guide: Forgot"')
      .replace(/file: "[^"]+"/, 'file: "forgot.pdf"');
    const copy = join(scratch, "duplicate");
    mkdirSync(copy, { recursive: true });
    copyGuideModules(copy);
    writeFileSync(join(copy, "guides.ts"), source.slice(0, end) + record + source.slice(end));
    const copied = must(/slug: "([^"]+)"/.exec(source.slice(start)))[1];
    await expect(import(join(copy, "guides.ts"))).rejects.toThrow(`The guides "${copied}" and "forgot-the-path" have the same path`);
  });
});
