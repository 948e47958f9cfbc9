import { describe, expect, it } from "vitest";
import { bar, css, table } from "../../../src/newsletter/html.ts";

describe("css", () => {
  it("writes kebab-case properties, px for numbers and vendor prefixes from a leading capital", () => {
    expect(css({ fontSize: 16, fontWeight: 700, margin: 0, MsTextSizeAdjust: "100%", msoLineHeightRule: "exactly" })).toBe(
      "font-size:16px;font-weight:700;margin:0;-ms-text-size-adjust:100%;mso-line-height-rule:exactly",
    );
  });

  it("leaves out false and undefined values", () => {
    expect(css({ color: "#000", fontStyle: false, textTransform: undefined })).toBe("color:#000");
  });
});

describe("table", () => {
  it("always makes a presentation table without spacing and escapes attribute values", () => {
    expect(table("<tr><td>x</td></tr>", { className: 'a"b' })).toBe(
      '<table role="presentation" cellpadding="0" cellspacing="0" border="0" class="a&quot;b"><tr><td>x</td></tr></table>',
    );
  });
});

describe("bar", () => {
  it("draws a coloured cell at an exact height for Outlook", () => {
    const html = bar("#3366cc", 3, 48);
    expect(html).toContain('height="3" width="48" bgcolor="#3366cc"');
    expect(html).toContain("line-height:3px;mso-line-height-rule:exactly");
  });
});
