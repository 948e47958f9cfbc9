import { readFileSync } from "node:fs";
import { build } from "esbuild";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { issueImagePng } from "../../build/issue-images-plugin";
import { issues } from "../../src/newsletter/archive";
import { baseUrl } from "./browser";
import { browser } from "./fixture";
import { must } from "../../src/must.ts";

/** The previewer's drawing (src/previewer/publish/share-card.ts) bundled for the page, as the client build bundles it. */
async function drawingScript(): Promise<string> {
  const bundled = await build({
    stdin: {
      contents: `import { drawShareCard, base64 } from "./src/previewer/publish/share-card.ts"; window.drawCard = async (issue, font) => base64(new Uint8Array(await (await drawShareCard(issue, Uint8Array.from(atob(font), (c) => c.charCodeAt(0)).buffer)).arrayBuffer()));`,
      resolveDir: process.cwd(),
      loader: "ts",
    },
    bundle: true,
    format: "iife",
    write: false,
  });
  return must(bundled.outputFiles[0]).text;
}

async function pixels(png: Uint8Array | Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

describe("the share card the owner's browser draws", () => {
  it("looks like the one the build draws for a repository issue (same card, same size, nearly every pixel the same)", async () => {
    const page = await browser.newPage();
    // A page of the site: the card's drawing runs at the site's origin, as in the previewer.
    await page.goto(new URL("/robots.txt", baseUrl()).href);
    // Run as the page's own script (the site's policy allows no inline script; the previewer loads it as a file).
    await page.evaluate(await drawingScript());
    const font = readFileSync(new URL("../../public/fonts/card-font.ttf", import.meta.url)).toString("base64");
    const issue = must(issues[0]);
    const started = performance.now();
    const drawn = Buffer.from(
      await page.evaluate(([meta, face]) => (window as unknown as { drawCard: (i: object, f: string) => Promise<string> }).drawCard(meta, face), [
        { title: issue.title, date: issue.date },
        font,
      ] as const),
      "base64",
    );
    const drawMs = performance.now() - started;
    const built = await issueImagePng(issue);
    const [a, b] = await Promise.all([pixels(drawn), pixels(built)]);
    expect([a.width, a.height]).toEqual([1200, 630]);
    expect([b.width, b.height]).toEqual([1200, 630]);
    expect([...drawn.subarray(0, 8)]).toEqual([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]);
    expect(drawn.length).toBeLessThanOrEqual(300_000);
    let differing = 0;
    for (let i = 0; i < a.data.length; i += 3) {
      const delta =
        Math.abs(must(a.data[i]) - must(b.data[i])) + Math.abs(must(a.data[i + 1]) - must(b.data[i + 1])) + Math.abs(must(a.data[i + 2]) - must(b.data[i + 2]));
      if (delta > 48) differing++;
    }
    const share = differing / (a.width * a.height);
    console.log(
      `[share card] ${issue.slug}: drawn in the browser in ${drawMs.toFixed(0)} ms, ${drawn.length} bytes (build: ${built.length}); ${(share * 100).toFixed(2)}% of pixels differ`,
    );
    // Anti-aliasing and the build's palette PNG differ at glyph edges; text in another face or place (a font not loaded) would differ far more.
    expect(share).toBeLessThan(0.02);
    await page.close();
  });
});
