import { readdirSync, readFileSync } from "node:fs";
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";
import type { Plugin } from "vite";
import { owner } from "../src/content/owner.ts";
import { parseIssueFile, type IssueFile } from "../src/newsletter/issue.ts";
import { escapeHtml } from "../src/newsletter/inline-html.ts";
import { brand, neutral } from "../src/styles/palette.ts";
import { SVG_SANS, wrapWords } from "./svg-text.ts";

const ISSUES_DIR = fileURLToPath(new URL("../src/content/issues", import.meta.url));
const IMAGE_DIR = "images/issues";

function readIssues(): IssueFile[] {
  return readdirSync(ISSUES_DIR)
    .filter((name) => name.endsWith(".txt"))
    .map((name) => parseIssueFile(readFileSync(resolve(ISSUES_DIR, name), "utf8"), name));
}

/** The issue's share card, 1200 x 630: the newsletter's name, the issue's title and date. */
export function issueImageSvg(issue: IssueFile): string {
  const date = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${issue.date}T00:00:00Z`));
  const titleLines = wrapWords(issue.title, 28).slice(0, 4);
  const size = titleLines.length > 3 ? 58 : 66;
  const title = titleLines
    .map((line, i) => `<text x="80" y="${230 + i * size * 1.12}" font-family="${SVG_SANS}" font-size="${size}" font-weight="800" fill="#fff" letter-spacing="-1.5">${escapeHtml(line)}</text>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">
<rect width="1200" height="630" fill="${neutral.dark}"/>
<circle cx="1080" cy="110" r="260" fill="${brand.accent}" opacity=".16"/>
<rect width="1200" height="10" fill="${brand.accent}"/>
<path d="M1010 470l80 46-80 46z" fill="${brand.accent}"/>
<text x="80" y="130" font-family="${SVG_SANS}" font-size="26" font-weight="700" letter-spacing="5" fill="${brand.accent}">${escapeHtml(owner.newsletterName.toUpperCase())}</text>
${title}
<text x="80" y="560" font-family="${SVG_SANS}" font-size="26" font-weight="700" fill="${neutral.onDarkSoft}">${escapeHtml(`${date} · ${owner.name}`)}</text>
</svg>
`;
}

export async function issueImagePng(issue: IssueFile): Promise<Buffer> {
  const { default: sharp } = await import("sharp");
  return sharp(Buffer.from(issueImageSvg(issue))).png({ compressionLevel: 9, palette: true }).toBuffer();
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
