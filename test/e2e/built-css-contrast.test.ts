import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DIST_DIR } from "../../build/dist-dir";
import { cutIntoUnits, unitSelector } from "../../build/page-css";
import type { AccentRoles } from "../../src/styles/accent-roles";
import { AA_TEXT, brand, contrastRatio } from "../../src/styles/palette";
import { must } from "../../src/must.ts";

// The CSS that ships (the client build's stylesheets, which the worker cuts into each page's inline
// sheet), with the theme's variables resolved: what the contrast tests check by role, checked again
// on what vanilla-extract produced. Node only: no browser (the build comes from the e2e setup).

const assets = join(DIST_DIR, "client/assets");
const css = readdirSync(assets)
  .filter((name) => name.endsWith(".css"))
  .map((name) => readFileSync(join(assets, name), "utf8"))
  .join("\n");
const rules = cutIntoUnits(css).units.map((unit) => {
  const body = unit.css.slice(unit.css.indexOf("{") + 1, unit.css.lastIndexOf("}"));
  const declarations = new Map<string, string>();
  for (const part of body.split(/;(?![^(]*\))/)) {
    const colon = part.indexOf(":");
    if (colon > 0)
      declarations.set(
        part.slice(0, colon).trim().toLowerCase(),
        part
          .slice(colon + 1)
          .replace(/!important/, "")
          .trim(),
      );
  }
  return { selector: unitSelector(unit), declarations };
});

const variables = new Map<string, string>();
for (const rule of rules) for (const [name, value] of rule.declarations) if (name.startsWith("--")) variables.set(name, value);

const NAMED: Record<string, string> = { white: "#ffffff", black: "#000000" };

/** A declaration's value as #rrggbb, its variables resolved; undefined for gradients, transparency and keywords. */
function solid(value: string | undefined): string | undefined {
  if (!value) return undefined;
  let resolved = value;
  for (let depth = 0; depth < 5 && /var\(/.test(resolved); depth++)
    resolved = resolved.replace(/var\((--[\w-]+)(?:,[^)]*)?\)/g, (_, name: string) => variables.get(name) ?? "");
  resolved = resolved.trim().toLowerCase();
  if (NAMED[resolved]) return NAMED[resolved];
  const match = /^#([0-9a-f]{3}|[0-9a-f]{6})$/.exec(resolved);
  if (!match) return undefined;
  return must(match[1]).length === 3 ? `#${[...must(match[1])].map((digit) => digit + digit).join("")}` : resolved;
}

const background = (declarations: Map<string, string>) => solid(declarations.get("background-color")) ?? solid(declarations.get("background"));

/** The accent's shades that may colour text, and the ones that may not (fills, tint, glow, the accent itself where no text role equals it). */
const TEXT_ROLES: (keyof AccentRoles)[] = ["accentStrong", "accentStronger", "accentOnDark", "accentMark"];
const textShades = new Set(TEXT_ROLES.map((role) => brand[role]));
const accentShades = new Map(Object.entries(brand).map(([role, shade]) => [shade, role]));

describe("the built CSS", () => {
  it("has the theme's variables and rules to check", () => {
    expect(variables.size).toBeGreaterThan(20);
    expect(rules.filter((rule) => rule.declarations.has("color")).length).toBeGreaterThan(50);
    expect([...variables.values()].map((value) => value.toLowerCase())).toContain(brand.accentStrong);
  });

  it("draws text in the accent's text roles only, never in a fill, the tint or the bare accent", () => {
    const misused = rules.flatMap(({ selector, declarations }) => {
      const color = solid(declarations.get("color"));
      return color && accentShades.has(color) && !textShades.has(color) ? [`${selector}: color ${color} (${accentShades.get(color)})`] : [];
    });
    expect(misused).toEqual([]);
  });

  it("reaches AA wherever a rule sets a text colour and a solid background together", () => {
    const pairs = rules.flatMap(({ selector, declarations }) => {
      const color = solid(declarations.get("color"));
      const behind = background(declarations);
      return color && behind ? [{ selector, color, behind }] : [];
    });
    expect(pairs.length).toBeGreaterThan(20);
    const failing = pairs
      .filter(({ color, behind }) => contrastRatio(color, behind) < AA_TEXT)
      .map(({ selector, color, behind }) => `${selector}: ${color} on ${behind} (${contrastRatio(color, behind).toFixed(2)}:1)`);
    expect(failing).toEqual([]);
  });
});
