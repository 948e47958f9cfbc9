import { spawn, spawnSync } from "node:child_process";
import { mkdtempSync, rmSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { tmpdir } from "node:os";
import { dirname, join } from "node:path";
import { describe, expect, it } from "vitest";
import { baseUrl } from "./browser";
import { readRoutes } from "./routes";

/** The Nu Html Checker (the W3C validator's engine) needs Java; `.ci/run` installs it where it is missing. */
const JAVA_MISSING = "HTML validity: skipped, Java not found. Install it (apt-get install -y default-jre-headless) to run the Nu Html Checker.";
const javaFound = spawnSync("java", ["-version"], { stdio: "ignore" }).status === 0;
if (!javaFound) console.warn(JAVA_MISSING);

// The jar itself, run with the system's Java (the package's own Java download is denied in allowScripts).
const vnuJar = join(dirname(createRequire(import.meta.url).resolve("vnu-jar/package.json")), "build/dist/vnu.jar");

/** Every route, the not-found page, and a form showing its alert (a signup error sent back to the page). */
const pages = [...readRoutes().map((route) => route.path), "/no-such-page", "/newsletter?signup_error=MISSING_EMAIL:hero-signup"];

interface VnuMessage {
  type: string;
  subType?: string;
  url: string;
  lastLine?: number;
  message: string;
  extract?: string;
}

/** One Java start for all pages: the checker is slow to start and fast per file. */
function runChecker(files: string[]): Promise<VnuMessage[]> {
  return new Promise((resolve, reject) => {
    const child = spawn("java", ["-jar", vnuJar, "--errors-only", "--format", "json", "--exit-zero-always", ...files], { stdio: ["ignore", "ignore", "pipe"] });
    let output = "";
    child.stderr.on("data", (chunk) => (output += chunk));
    child.on("error", reject);
    child.on("close", (code) => {
      try {
        resolve((JSON.parse(output) as { messages: VnuMessage[] }).messages);
      } catch {
        reject(new Error(`The checker exited with ${code} and no report:\n${output}`));
      }
    });
  });
}

describe("HTML validity", () => {
  it.skipIf(!javaFound)(
    `every page is valid HTML for the Nu Html Checker (${pages.length} pages, one checker run)`,
    async () => {
      const dir = mkdtempSync(join(tmpdir(), "playback-html-"));
      try {
        const files = await Promise.all(
          pages.map(async (path, index) => {
            const response = await fetch(new URL(path, baseUrl()));
            expect(response.headers.get("Content-Type")).toContain("text/html");
            const file = join(dir, `page-${index}.html`);
            writeFileSync(file, await response.text());
            return file;
          }),
        );
        const messages = await runChecker(files);
        const problems = messages.map((message) => {
          const page = pages[files.findIndex((file) => message.url.endsWith(file))] ?? message.url;
          return `${page}:${message.lastLine ?? "?"}: ${message.message}${message.extract ? ` [${message.extract.trim()}]` : ""}`;
        });
        expect(problems).toEqual([]);
      } finally {
        rmSync(dir, { recursive: true, force: true });
      }
    },
    180_000,
  );
});
