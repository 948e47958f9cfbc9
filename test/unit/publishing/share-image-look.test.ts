import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { initWasm, Resvg } from "@resvg/resvg-wasm";
import sharp from "sharp";
import { describe, expect, it } from "vitest";
import { issues } from "../../../src/newsletter/archive";
import { issueImageSvg } from "../../../src/seo/issue-share-card";
import { cardRenderOptions } from "../../../worker/publishing/share-image-options";

const require = createRequire(import.meta.url);
const font = new Uint8Array(readFileSync(new URL("../../../worker/publishing/card-font.bin", import.meta.url)));

async function pixels(png: Uint8Array | Buffer) {
  const { data, info } = await sharp(png).removeAlpha().raw().toBuffer({ resolveWithObject: true });
  return { data, width: info.width, height: info.height };
}

describe("the share image the worker draws", () => {
  it("looks like the one the build draws (same card, same size, nearly every pixel the same)", async () => {
    await initWasm(readFileSync(require.resolve("@resvg/resvg-wasm/index_bg.wasm")));
    for (const issue of issues) {
      const svg = issueImageSvg(issue);
      const started = performance.now();
      const worker = new Resvg(svg, cardRenderOptions(font)).render().asPng();
      const drawMs = performance.now() - started;
      const build = await sharp(Buffer.from(svg)).png({ compressionLevel: 9, palette: true }).toBuffer();
      const [a, b] = await Promise.all([pixels(worker), pixels(build)]);
      expect([a.width, a.height]).toEqual([1200, 630]);
      expect([b.width, b.height]).toEqual([1200, 630]);
      let differing = 0;
      for (let i = 0; i < a.data.length; i += 3) {
        const delta = Math.abs(a.data[i]! - b.data[i]!) + Math.abs(a.data[i + 1]! - b.data[i + 1]!) + Math.abs(a.data[i + 2]! - b.data[i + 2]!);
        if (delta > 48) differing++;
      }
      const share = differing / (a.width * a.height);
      console.log(`[share image] ${issue.slug}: drawn in ${drawMs.toFixed(0)} ms, ${worker.length} bytes (build: ${build.length}); ${(share * 100).toFixed(2)}% of pixels differ`);
      // Anti-aliasing and the palette of the build's PNG differ at glyph edges; text in another face or place would differ far more.
      expect(share).toBeLessThan(0.02);
    }
  });
});
