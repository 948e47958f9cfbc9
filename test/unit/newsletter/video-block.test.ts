import { describe, expect, it } from "vitest";
import { classifyBlock } from "../../../src/newsletter/blocks";
import { formatDraft, parseDraft } from "../../../src/newsletter/draft";
import { renderNewsletter } from "../../../src/newsletter/render";
import { videoIdOfUrl, videoLinesOf } from "../../../src/videos/contract";
import { starterAboutVideo } from "../../../src/newsletter/starter";
import { checkEmail } from "../../../src/presend-checks/email-checks";
import { problemsOfReport } from "../../../src/presend-checks/check-problems";
import { checkVideos } from "../../../src/presend-checks/video-lines";
import { previewDocument } from "../../../src/previewer/preview-document";
import { renderNewsletterText } from "../../../src/newsletter/text";

const ID = "dQw4w9WgXcQ";

describe("the VIDEO: line", () => {
  it("is a video block for every YouTube address form, and names no id for others", () => {
    for (const url of [
      `https://www.youtube.com/watch?v=${ID}`,
      `https://youtu.be/${ID}?t=3`,
      `https://www.youtube.com/shorts/${ID}`,
      `https://m.youtube.com/watch?v=${ID}&list=x`,
      `https://www.youtube-nocookie.com/embed/${ID}`,
    ]) {
      expect(classifyBlock(`VIDEO: ${url}`)).toEqual({ kind: "video", url, id: ID });
    }
    expect(classifyBlock("VIDEO: https://vimeo.com/123")).toEqual({ kind: "video", url: "https://vimeo.com/123", id: undefined });
    expect(videoIdOfUrl(`https://evil.example/watch?v=${ID}`)).toBeUndefined();
    expect(videoIdOfUrl("https://www.youtube.com/watch?v=short")).toBeUndefined();
    // Words that start with VIDEO: over several lines stay text.
    expect(classifyBlock("VIDEO: a note\nand more").kind).toBe("text");
  });

  it("renders in the email as the site's thumbnail linked to the video's page, on the footer's site when no site is given", () => {
    const content = parseDraft(`HOOK: h\n\n# One\n\nVIDEO: https://youtu.be/${ID}\n`);
    const site = new URL(content.footer.signupLink).origin;
    const html = renderNewsletter(content, "bold");
    expect(html).toContain(`<a href="${site}/videos/${ID}" style="display:block;text-decoration:none"><img src="${site}/videos/thumbnails/${ID}.jpg"`);
    expect(html).toContain("&#9654; Watch the video</a>");
    expect(renderNewsletter(content, "bold", { siteUrl: "https://site.example", videoTitles: { [ID]: "A & B" } })).toContain(
      `<img src="https://site.example/videos/thumbnails/${ID}.jpg" width="480" height="360" alt="&#9654; A &amp; B"`,
    );
  });

  it("lists a draft's VIDEO: lines with their ids", () => {
    expect(videoLinesOf(`HOOK: h\r\n\r\nVIDEO: https://youtu.be/${ID}\r\n\r\nVIDEO: nope\n`)).toEqual([
      { url: `https://youtu.be/${ID}`, id: ID },
      { url: "nope", id: undefined },
    ]);
  });
});

describe("a VIDEO: line wherever he puts it", () => {
  const url = `https://www.youtube.com/watch?v=${ID}`;
  const site = { siteUrl: "https://site.example", videoTitles: { [ID]: "Retention that lasts" } };
  const card = `<img src="https://site.example/videos/thumbnails/${ID}.jpg"`;

  it("is the card in the intro, where the desk's starter puts it, with or without blank lines around it", () => {
    for (const draft of [
      starterAboutVideo(url),
      `HOOK: h\nINTRO:\nFirst words.\nVIDEO: ${url}\nMore words.\n\n# One\n\nText.\n`,
      `HOOK: h\nVIDEO: ${url}\n\n# One\n\nText.\n`,
      `HOOK: h\n\n# One\n\nA paragraph.\n  VIDEO: ${url}\n* then a point\n* and another\n`,
    ]) {
      const content = parseDraft(draft);
      const html = renderNewsletter(content, "minimal", site);
      expect(html, draft).toContain(card);
      expect(html, draft).toContain("&#9654; Retention that lasts</a>");
      expect(html, draft).not.toMatch(/VIDEO:/);
      expect(renderNewsletterText(content, "minimal", site), draft).not.toMatch(/VIDEO:/);
      expect(checkVideos(content, { titles: site.videoTitles, hidden: [] }), draft).toEqual([]);
      // The draft as the editor keeps it reads back the same.
      expect(parseDraft(formatDraftOf(draft))).toEqual(content);
    }
    // The words around it stay where he wrote them.
    const content = parseDraft(`HOOK: h\nINTRO:\nFirst words.\nVIDEO: ${url}\nMore words.\n`);
    expect(content.intro).toBe(`First words.\n\nVIDEO: ${url}\n\nMore words.`);
    expect(content.hook).toBe("h");
  });

  it("is a problem in words where it would reach readers as text, and for a video the site does not know or hides", () => {
    const content = parseDraft(
      `HOOK: VIDEO: ${url}\nINTRO:\nHi.\n\n# VIDEO: ${url}\n\nTIP_BOX: video: ${url}\n\n# Two\n\nVIDEO: https://youtu.be/${"x".repeat(11)}\n\nVIDEO: https://vimeo.com/1\n`,
    );
    const problems = checkVideos(content, { titles: {}, hidden: ["x".repeat(11)] });
    expect(problems.map((found) => [found.code, found.where])).toEqual([
      ["VIDEO_AS_TEXT", "HOOK"],
      ["VIDEO_AS_TEXT", `VIDEO: ${url}`],
      ["VIDEO_AS_TEXT", `VIDEO: ${url}`],
      ["VIDEO_HIDDEN", "Two"],
      ["VIDEO_NOT_YOUTUBE", "Two"],
    ]);
    const html = renderNewsletter(content, "minimal");
    const publish = problemsOfReport(checkEmail(html, content, { titles: {}, hidden: [] }));
    expect(publish.filter((found) => found.code.startsWith("VIDEO")).map((found) => [found.code, found.level])).toEqual([
      ["VIDEO_AS_TEXT", "error"],
      ["VIDEO_AS_TEXT", "error"],
      ["VIDEO_AS_TEXT", "error"],
      ["VIDEO_UNKNOWN", "warning"],
      ["VIDEO_NOT_YOUTUBE", "error"],
    ]);
    expect(publish.find((found) => found.code === "VIDEO_AS_TEXT")?.message).toBe(
      `In HOOK, “VIDEO: ${url}” would reach readers as text, not as the video's card: put VIDEO: and the video's address alone on a line of the intro or of a section.`,
    );
    // Without the site's answer (no channel, or not asked yet), no video is called unknown.
    expect(checkVideos(parseDraft(`HOOK: h\n\nVIDEO: ${url}\n`))).toEqual([]);
  });

  it("is the watch link only for a video he hid from the site", () => {
    const content = parseDraft(`HOOK: h\n\nVIDEO: ${url}\n`);
    const html = renderNewsletter(content, "minimal", { ...site, hiddenVideos: [ID] });
    expect(html).not.toContain("/videos/");
    expect(html).toContain(`href="https://www.youtube.com/watch?v=${ID}"`);
    expect(html).toContain(">Watch the video</a>");
  });

  it("shows in the preview frame with the thumbnail from the previewer's own address", () => {
    const html = renderNewsletter(parseDraft(`HOOK: h\n\nVIDEO: ${url}\n`), "minimal", site);
    const frame = previewDocument(html, "https://site.example");
    expect(frame).toContain(`<img src="/videos/thumbnails/${ID}.jpg"`);
    expect(frame).toContain(`href="https://site.example/videos/${ID}"`);
    expect(previewDocument(html)).toContain(card);
  });
});

function formatDraftOf(draft: string): string {
  return formatDraft(parseDraft(draft));
}
