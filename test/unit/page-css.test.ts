import { describe, expect, it } from "vitest";
import { assembleCss, cutIntoUnits, fromRanges, keepsUnit, toRanges } from "../../build/page-css";
import { must } from "../../src/must.ts";

const SHEET =
  ':root{--a:#fff}.a1{color:red}.b1{color:blue}@media (width>=40em){.a1{color:green}.b1{content:"}{"}}' +
  "@keyframes spin{to{transform:rotate(1turn)}}.a1 .b1,.b1:hover{margin:0}body{margin:0}";

describe("per-page CSS", () => {
  const data = cutIntoUnits(SHEET);
  const pick = (pageClasses: string[]) =>
    assembleCss(
      data,
      data.units.flatMap((unit, index) => (keepsUnit(unit, new Set(["a1", "b1"]), new Set(pageClasses)) ? [index] : [])),
    );

  it("cuts rules inside media queries apart, braces in strings included", () => {
    expect(data.units.map((unit) => unit.css)).toEqual([
      ":root{--a:#fff}",
      ".a1{color:red}",
      ".b1{color:blue}",
      ".a1{color:green}",
      '.b1{content:"}{"}',
      "@keyframes spin{to{transform:rotate(1turn)}}",
      ".a1 .b1,.b1:hover{margin:0}",
      "body{margin:0}",
    ]);
    expect(data.wrappers).toEqual([{ open: "@media (width>=40em){", close: "}" }]);
  });

  it("keeps a page's rules and the global ones in their order, each inside its media query", () => {
    expect(pick(["a1"])).toBe(
      ":root{--a:#fff}.a1{color:red}@media (width>=40em){.a1{color:green}}@keyframes spin{to{transform:rotate(1turn)}}.a1 .b1,.b1:hover{margin:0}body{margin:0}",
    );
    expect(pick([])).toBe(":root{--a:#fff}@keyframes spin{to{transform:rotate(1turn)}}body{margin:0}");
  });

  it("gives back the whole sheet when a page uses every module", () => {
    expect(pick(["a1", "b1"])).toBe(SHEET);
  });

  it("keeps rules whose classes the build cannot attribute to a module", () => {
    const [unit] = cutIntoUnits(".other{color:red}").units;
    expect(keepsUnit(must(unit), new Set(["a1"]), new Set())).toBe(true);
  });

  it("writes unit lists as ranges", () => {
    expect(toRanges([0, 1, 2, 5, 7, 8])).toBe("0-2,5,7-8");
    expect(fromRanges("0-2,5,7-8")).toEqual([0, 1, 2, 5, 7, 8]);
    expect(fromRanges("")).toEqual([]);
  });
});
