import { describe, expect, it } from "vitest";
import { renderNewsletter, sampleNewsletter, STYLE_KEYS } from "../../src/newsletter";
import { checkCompatibility } from "../../src/previewer/compatibility";
import { must } from "../../src/must.ts";

const page = (body: string) => `<!doctype html><html><head><title>t</title></head><body>${body}</body></html>`;

describe("email-client compatibility from caniemail data", () => {
  it("reports Gmail, Outlook and Apple Mail, in that order", () => {
    expect(checkCompatibility(page("<p>Hi</p>")).map((client) => client.name)).toEqual(["Gmail", "Outlook", "Apple Mail"]);
  });

  it("flags a layout feature a client lacks, once per feature, with the client versions concerned", () => {
    const [gmail, outlook] = checkCompatibility(page('<div style="display:flex">a</div><div style="display:flex">b</div>'));
    const flexInOutlook = must(outlook).attention.filter((finding) => finding.feature === "display:flex");
    expect(flexInOutlook).toHaveLength(1);
    expect(must(flexInOutlook[0]).support).toBe("none");
    expect(must(flexInOutlook[0]).variants).toContain("windows");
    expect(must(gmail).attention.every((finding) => finding.variants.length > 0)).toBe(true);
  });

  it("lists the email's deliberate extras as handled, with the reason, apart from what needs attention", () => {
    const [gmail] = checkCompatibility(page('<div style="display:none;opacity:0">preheader</div>'));
    const handled = must(gmail).handled.map((finding) => finding.feature);
    expect(handled).toContain("display:none");
    expect(must(gmail).handled.every((finding) => finding.handledBecause)).toBe(true);
    expect(must(gmail).attention.map((finding) => finding.feature)).not.toContain("display:none");
  });

  it.each(STYLE_KEYS)("finds nothing unsupported that the %s design relies on", (style) => {
    const reports = checkCompatibility(renderNewsletter(sampleNewsletter, style));
    const unsupported = reports.flatMap((client) =>
      client.attention.filter((finding) => finding.support === "none").map((finding) => `${client.name}: ${finding.feature}`),
    );
    expect(unsupported).toEqual([]);
  });
});
