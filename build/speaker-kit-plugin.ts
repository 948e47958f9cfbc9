import { existsSync, readFileSync } from "node:fs";
import { extname, resolve } from "node:path";
import type { Plugin } from "vite";
import { speaker, speakerKit } from "../src/content/speaker.ts";
import { createSpeakerKitPdf, type Portrait } from "./speaker-kit-pdf.ts";

/** Path of the kit inside the client build output (served as a static asset). */
const KIT_FILE = speakerKit.href.replace(/^\//, "");

/** The portrait from public/, as PNG or JPEG for the PDF (an SVG is rasterised with sharp). */
export async function loadPortrait(publicDir: string, warn: (message: string) => void): Promise<Portrait | undefined> {
  const file = resolve(publicDir, `.${speaker.portrait.src}`);
  if (!existsSync(file)) {
    warn(`speaker kit: no portrait at ${file}; the kit is built without a photo.`);
    return undefined;
  }
  const bytes = readFileSync(file);
  const extension = extname(file).toLowerCase();
  if (extension === ".png") return { bytes, type: "png" };
  if (extension === ".jpg" || extension === ".jpeg") return { bytes, type: "jpg" };
  try {
    const { default: sharp } = await import("sharp");
    // Twice the printed size, for a sharp photo on paper and on high-density screens.
    const png = await sharp(bytes, { density: 300 }).resize(528, 660, { fit: "cover" }).png().toBuffer();
    return { bytes: png, type: "png" };
  } catch (error) {
    warn(`speaker kit: could not convert ${file} to PNG (${String(error)}); the kit is built without a photo.`);
    return undefined;
  }
}

/**
 * Builds the speaker kit PDF from the speaker content: emitted as `downloads/speaker-kit.pdf`
 * into the client build (so the worker's static assets serve it), and served by `vite dev`.
 */
export function speakerKitPlugin(): Plugin {
  let publicDir = "public";
  return {
    name: "speaker-kit",
    configResolved(config) {
      publicDir = config.publicDir || "public";
    },
    async generateBundle() {
      // Only the browser build ships static files; the worker bundle does not need the PDF.
      if (this.environment?.name !== "client") return;
      const pdf = await createSpeakerKitPdf(await loadPortrait(publicDir, (message) => this.warn(message)));
      this.emitFile({ type: "asset", fileName: KIT_FILE, source: pdf });
    },
    configureServer(server) {
      // Registered before Vite's own middlewares, so the dev server answers before the worker.
      server.middlewares.use(async (request, response, next) => {
        if (request.url?.split("?")[0] !== speakerKit.href) return next();
        try {
          const pdf = await createSpeakerKitPdf(await loadPortrait(publicDir, (message) => server.config.logger.warn(message)));
          response.setHeader("Content-Type", "application/pdf");
          response.setHeader("Content-Disposition", `attachment; filename="${speakerKit.fileName}"`);
          response.setHeader("Cache-Control", "no-store");
          response.end(Buffer.from(pdf));
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
