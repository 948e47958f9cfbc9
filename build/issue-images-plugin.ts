import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { parseIssueFile, type IssueFile } from "../src/newsletter/issue.ts";
import { issueImageSvg } from "../src/seo/issue-share-card.ts";

const ISSUES_DIR = fileURLToPath(new URL("../src/content/issues", import.meta.url));
const IMAGE_DIR = "images/issues";

function readIssues(): IssueFile[] {
  return readdirSync(ISSUES_DIR)
    .filter((name) => name.endsWith(".txt"))
    .map((name) => parseIssueFile(readFileSync(resolve(ISSUES_DIR, name), "utf8"), name));
}

export async function issueImagePng(issue: IssueFile): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  return sharp(Buffer.from(issueImageSvg(issue)))
    .png({ compressionLevel: 9, palette: true })
    .toBuffer();
}

/**
 * Draws each archived issue's share image (Open Graph, Twitter) at every build into the client
 * output as images/issues/<slug>.png, so publishing an issue needs no image step; `vite dev`
 * serves them too.
 */
export function issueImagesPlugin(): Plugin {
  return {
    name: "issue-images",
    async generateBundle() {
      if (this.environment?.name !== "client") return;
      for (const issue of readIssues()) {
        this.emitFile({ type: "asset", fileName: `${IMAGE_DIR}/${issue.slug}.png`, source: await issueImagePng(issue) });
      }
    },
    configureServer(server) {
      server.middlewares.use(async (request, response, next) => {
        const match = /^\/images\/issues\/([a-z0-9-]+)\.png$/.exec(request.url?.split("?")[0] ?? "");
        const issue = match ? readIssues().find((entry) => entry.slug === match[1]) : undefined;
        if (!issue) return next();
        try {
          response.setHeader("Content-Type", "image/png");
          response.setHeader("Cache-Control", "no-store");
          response.end(await issueImagePng(issue));
        } catch (error) {
          next(error);
        }
      });
    },
  };
}
