import { describe, expect, it } from "vitest";
import { classifyBlock } from "../../../src/newsletter/blocks";
import { parseDraft } from "../../../src/newsletter/draft";
import { renderNewsletter } from "../../../src/newsletter/render";
import { videoIdOfUrl, videoLinesOf } from "../../../src/videos/contract";

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
