import { describe, expect, it } from "vitest";
import { assertDistinctGuides, sharedGuideFields } from "../../../src/content/guide-registry-checks.ts";
import { guideList } from "../../../src/content/guides.ts";
import { must } from "../../../src/must.ts";

const copyOf = (index: number, changes: Record<string, unknown>) => ({ ...must(guideList[index]), ...changes });

describe("the guide registry", () => {
  it("has no two guides sharing a slug, a path, a PDF name or a Kit tag", () => {
    expect(sharedGuideFields(guideList)).toEqual([]);
  });

  it("refuses a copied record that keeps another guide's path, naming both guides", () => {
    const copy = copyOf(1, { slug: "copied-guide", kitTag: "Guide: Copied", download: { file: "copied.pdf", label: "x" } });
    expect(() => assertDistinctGuides([...guideList, copy])).toThrow(
      `The guides "${must(guideList[1]).slug}" and "copied-guide" have the same path ("${must(guideList[1]).path}")`,
    );
  });

  it.each([
    ["slug", { slug: must(guideList[0]).slug }],
    ["PDF name", { download: { file: must(guideList[0]).download.file.toUpperCase(), label: "x" } }],
    ["Kit tag", { kitTag: must(guideList[0]).kitTag }],
  ])("refuses a shared %s, naming both guides", (field, changes) => {
    const fresh = { slug: "fresh-guide", path: "/fresh-guide", kitTag: "Guide: Fresh", download: { file: "fresh.pdf", label: "x" } };
    const problems = sharedGuideFields([must(guideList[0]), { ...fresh, ...changes }]);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`have the same ${field}`);
    expect(problems[0]).toMatch(new RegExp(`"${must(guideList[0]).slug}" and "(fresh-guide|${must(guideList[0]).slug})"`));
  });
});
