import { describe, expect, it } from "vitest";
import { CALLOUT_PREFIXES, classifyBlock, parseListItem, PRO_TIP_TEXT } from "../../../src/newsletter/blocks.ts";

describe("classifyBlock", () => {
  it.each(CALLOUT_PREFIXES)("treats a block starting with %s as that callout and drops the prefix", (prefix) => {
    expect(classifyBlock(`${prefix}: Check the first 30 seconds.`)).toEqual({ kind: "callout", prefix, body: "Check the first 30 seconds." });
    expect(classifyBlock(`${prefix}\nFirst line\nSecond line`)).toEqual({ kind: "callout", prefix, body: "First line\nSecond line" });
  });

  it("keeps a callout whose body has asterisks and line breaks a callout, not a list", () => {
    expect(classifyBlock("TIP_BOX: * one\n* two")).toMatchObject({ kind: "callout", prefix: "TIP_BOX" });
  });

  it("does not treat a longer word that begins with a prefix as a callout", () => {
    expect(classifyBlock("TIP_BOXES are callouts")).toEqual({ kind: "text", text: "TIP_BOXES are callouts" });
  });

  it("does not treat a prefix in the middle of a block as a callout", () => {
    expect(classifyBlock("Use a TIP_BOX: sparingly")).toMatchObject({ kind: "text" });
  });

  it("renders the literal PRO_TIP block as the Analytics path callout", () => {
    expect(classifyBlock("PRO_TIP")).toEqual({ kind: "proTip", body: "Advanced Mode > [Breakdown Menu] > Audience by watch behavior" });
    expect(classifyBlock("  PRO_TIP\n")).toEqual({ kind: "proTip", body: PRO_TIP_TEXT });
  });

  it("treats PRO_TIP followed by other text as plain text", () => {
    expect(classifyBlock("PRO_TIP: look at returning viewers")).toMatchObject({ kind: "text" });
  });

  it("reads a multi-line block with asterisks as bullets", () => {
    expect(classifyBlock("* New viewers\n* Returning viewers")).toEqual({
      kind: "list",
      items: [
        { marker: "bullet", text: "New viewers" },
        { marker: "bullet", text: "Returning viewers" },
      ],
    });
  });

  it("reads a multi-line block with percent signs as percentages, keeping a lead-in line", () => {
    expect(classifyBlock("At 30 seconds:\n78% of regulars\nNew viewers: 41%")).toEqual({
      kind: "list",
      items: [
        { marker: "none", text: "At 30 seconds:" },
        { marker: "percent", value: "78%", text: "of regulars" },
        { marker: "percent", value: "41%", text: "New viewers" },
      ],
    });
  });

  it("reads a multi-line block starting with a number and a period as numbered steps", () => {
    expect(classifyBlock("1. Split the graph\n2. Compare segments")).toEqual({
      kind: "list",
      items: [
        { marker: "number", label: "1.", text: "Split the graph" },
        { marker: "number", label: "2.", text: "Compare segments" },
      ],
    });
  });

  it("keeps a line break without an asterisk, percent or leading number as plain text", () => {
    expect(classifyBlock("First line\nSecond line")).toEqual({ kind: "text", text: "First line\nSecond line" });
  });

  it("keeps a single line with an asterisk as plain text", () => {
    expect(classifyBlock("This is *really* important")).toEqual({ kind: "text", text: "This is *really* important" });
  });

  it("keeps a single line with a percent sign or a leading number as plain text", () => {
    expect(classifyBlock("Retention rose 12% this week")).toMatchObject({ kind: "text" });
    expect(classifyBlock("1. Only one step")).toMatchObject({ kind: "text" });
  });

  it("normalises Windows line breaks before applying the rules", () => {
    expect(classifyBlock("* a\r\n* b")).toMatchObject({ kind: "list", items: [{ text: "a" }, { text: "b" }] });
  });
});

describe("parseListItem", () => {
  it("leaves a sentence that merely ends in a percentage as a plain line", () => {
    expect(parseListItem("Retention dropped to 38%")).toEqual({ marker: "none", text: "Retention dropped to 38%" });
  });

  it("accepts dash and bullet characters as bullets", () => {
    expect(parseListItem("- one")).toEqual({ marker: "bullet", text: "one" });
    expect(parseListItem("• two")).toEqual({ marker: "bullet", text: "two" });
  });
});
