import { describe, expect, it } from "vitest";
import { GMAIL_CLIP_BYTES } from "../../src/content/previewer";
import { createSampleNewsletter, parseDraft, renderNewsletter, sampleNewsletter, STYLE_KEYS } from "../../src/newsletter";
import { checkEmail, checkImages, checkLinks, checkMergeTags, checkSize, droppedLinks } from "../../src/presend-checks/email-checks";
import { fillTemplate } from "../../src/fill-template";
import { formatBytes, formatKilobytes } from "../../src/presend-checks/format-size";
import { bodyContent } from "../../src/presend-checks/html-scan";
import { PREVIEW_HEAD, previewDocument } from "../../src/previewer/preview-document";
import { readableHtml } from "../../src/previewer/readable-html";

const page = (body: string) => `<!doctype html><html><head><title>t</title></head><body style="margin:0">${body}</body></html>`;

describe("the size check against Gmail's clipping limit", () => {
  it("counts UTF-8 bytes, not characters", () => {
    expect(checkSize("é€").bytes).toBe(5);
  });

  it("passes well under the limit, warns above 80% of it and fails above it", () => {
    expect(checkSize("x".repeat(1000)).status).toBe("ok");
    expect(checkSize("x".repeat(Math.ceil(GMAIL_CLIP_BYTES * 0.85))).status).toBe("warn");
    expect(checkSize("x".repeat(GMAIL_CLIP_BYTES + 1)).status).toBe("fail");
    expect(checkSize("x".repeat(GMAIL_CLIP_BYTES)).limit).toBe(102 * 1024);
  });
});

describe("the Kit merge tag check", () => {
  it("finds the unsubscribe tag only in an href, and the address tag anywhere", () => {
    const found = checkMergeTags(page('<a href="{{ unsubscribe_url }}">Unsubscribe</a><p>{{ address }}</p>'));
    expect(found.map((tag) => tag.present)).toEqual([true, true]);
    const textOnly = checkMergeTags(page("<p>{{ unsubscribe_url }}</p>"));
    expect(textOnly.map((tag) => tag.present)).toEqual([false, false]);
  });
});

describe("the link check", () => {
  it("accepts https, mailto and Kit's unsubscribe tag", () => {
    const html = page('<a href="https://a.example/">A</a><a href="mailto:x@y.z">mail</a><a href="{{ unsubscribe_url }}">Unsubscribe</a>');
    expect(checkLinks(html)).toEqual({ count: 3, problems: [] });
  });

  it("reports a link without an address, one that is not https, and one without text", () => {
    const html = page('<a href="">Empty</a><a>None</a><a href="http://a.example/">Plain http</a><a href="https://a.example/"> </a>');
    expect(checkLinks(html).problems.map((problem) => problem.kind)).toEqual(["emptyHref", "emptyHref", "notHttps", "emptyText"]);
  });

  it("counts an image's alt text as the text of its link", () => {
    expect(checkLinks(page('<a href="https://a.example/"><img src="https://a.example/i.png" alt="Logo"></a>')).problems).toEqual([]);
  });
});

describe("the image check", () => {
  it("reports images without alt text, missing or blank", () => {
    const html = page('<img src="https://a/1.png" alt="One"><img src="https://a/2.png"><img src="https://a/3.png" alt=" ">');
    const result = checkImages(html);
    expect(result.count).toBe(3);
    expect(result.problems.map((problem) => problem.subject)).toEqual(["https://a/2.png", "https://a/3.png"]);
  });
});

describe("links the generator had to leave out", () => {
  it("lists non-https links in the draft's text and a non-https button or signup address", () => {
    const draft = [
      "HOOK: Hook",
      'INTRO:\nSee <a href="http://old.example/">my old post</a>.',
      "# Section",
      'Fine <a href="https://ok.example/">link</a> and <a href="javascript:alert(1)">bad</a>.',
      "FOOTER_CTA_URL: http://insecure.example/book",
    ].join("\n\n");
    const dropped = droppedLinks(parseDraft(draft));
    expect(dropped).toEqual([
      { where: "INTRO", href: "http://old.example/" },
      { where: "Section", href: "javascript:alert(1)" },
      { where: "FOOTER_CTA_URL", href: "http://insecure.example/book" },
    ]);
  });

  it("counts them as issues to fix", () => {
    const content = parseDraft("INTRO:\n<a href='http://x.example/'>x</a>");
    const html = renderNewsletter(content, "minimal");
    expect(checkEmail(html, content).issueCount).toBe(1);
  });
});

describe.each(STYLE_KEYS)("every check on the sample in the %s style", (style) => {
  it("passes: size, Kit tags, links and alt text", () => {
    const report = checkEmail(renderNewsletter(sampleNewsletter, style), sampleNewsletter);
    expect(report.size.status).toBe("ok");
    expect(report.mergeTags.every((tag) => tag.present)).toBe(true);
    expect(report.linkCount).toBeGreaterThanOrEqual(4);
    expect(report.linkProblems).toEqual([]);
    expect(report.droppedLinks).toEqual([]);
    expect(report.issueCount).toBe(0);
  });
});

describe("the body-only copy for a Kit template", () => {
  it("is the content of <body> without head, doctype or the body tag", () => {
    const html = renderNewsletter(createSampleNewsletter("https://site.test"), "editorial");
    const body = bodyContent(html);
    expect(body.startsWith('<div role="article"')).toBe(true);
    expect(body).not.toMatch(/<\/?(html|head|body|title)\b|<!doctype/i);
    expect(body).toContain("{{ unsubscribe_url }}");
    expect(body).toContain("{{ address }}");
    expect(html).toContain(body);
  });
});

describe("the preview document", () => {
  it("forbids scripts and opens links in a new tab, first thing in <head>, and leaves the email as it is", () => {
    const html = renderNewsletter(sampleNewsletter, "minimal");
    const preview = previewDocument(html);
    expect(preview).toContain(`<head>${PREVIEW_HEAD}`);
    expect(PREVIEW_HEAD).toContain(`<meta http-equiv="Content-Security-Policy" content="script-src 'none';`);
    expect(PREVIEW_HEAD).toContain('<base target="_blank">');
    expect(preview.replace(PREVIEW_HEAD, "")).toBe(html);
  });
});

describe("the readable code view", () => {
  it("puts block-level tags on their own lines and changes nothing else", () => {
    const html = renderNewsletter(sampleNewsletter, "bold");
    const readable = readableHtml(html);
    expect(readable.split("\n").length).toBeGreaterThan(100);
    expect(readable.replace(/\n/g, "")).toBe(html.replace(/>\s+</g, "><"));
  });
});

describe("numbers and texts as the panel shows them", () => {
  it("formats kilobytes with one decimal and bytes with separators", () => {
    expect(formatKilobytes(26_426)).toBe("25.8 KB");
    expect(formatKilobytes(102 * 1024)).toBe("102 KB");
    expect(formatBytes(26_426)).toBe("26,426");
  });

  it("fills placeholders and leaves unknown ones visible", () => {
    expect(fillTemplate("{count} to fix, {other}", { count: 2 })).toBe("2 to fix, {other}");
  });
});
