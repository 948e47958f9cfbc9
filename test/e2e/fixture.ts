import { readdirSync } from "node:fs";
import { basename, dirname } from "node:path";
import type { Browser, BrowserContext, BrowserContextOptions, Download, Page } from "playwright-core";
import { afterAll, beforeAll, test } from "vitest";
import { DESKTOP, launchBrowser } from "./browser";
import { asVisitor } from "./consent-visitor";

/** A person's typing pace for pressSequentially and keyboard.type (ms between keys). */
export const PACE = { delay: 12 } as const;

/**
 * The run's Chromium for the importing file's tests: connected before its first test, disconnected
 * after its last (an ES live binding, read when a test runs). One Chromium serves the whole run
 * (global-setup.ts); a file that opens pages with openPage() closes each context itself, and a test
 * written with `browserTest` gets its visitors' contexts closed for it.
 */
export let browser: Browser;
beforeAll(async () => {
  browser = await launchBrowser();
});
afterAll(async () => {
  await browser?.close();
});

/** One test's visitor: its own context (storage, cookies), address and page. */
export interface Visitor {
  context: BrowserContext;
  page: Page;
  /** Its client address (CF-Connecting-IP), unique in the run. */
  address: string;
}

export interface VisitorOptions extends BrowserContextOptions {
  /** Send Global Privacy Control. */
  gpc?: boolean;
  /** Keep the address of an earlier visitor (the same person in a second browser). */
  address?: string;
}

/**
 * The browser tests' fixture: on the file's connection to the run's Chromium, a context per visitor,
 * closed when the test ends, each a person (navigator.webdriver false) with an address of its own. The served worker lives for the whole run, so addresses must not repeat across files: each
 * file has its own 10.<file>.0.0/16, <file> being its place among test/e2e's files.
 */
export const browserTest = test.extend<{ visitor: (options?: VisitorOptions) => Promise<Visitor> }>({
  visitor: async ({ task }, use) => {
    const contexts: BrowserContext[] = [];
    await use(async ({ gpc, address, ...options }: VisitorOptions = DESKTOP) => {
      const own = address ?? visitorAddress(task.file.filepath);
      const context = await browser.newContext({ ...options, extraHTTPHeaders: { ...options.extraHTTPHeaders, "CF-Connecting-IP": own } });
      contexts.push(context);
      const page = await context.newPage();
      await asVisitor(page, { gpc });
      return { context, page, address: own };
    });
    await Promise.all(contexts.map((context) => context.close()));
  },
});

const visitorsSoFar = new Map<string, number>();

/** A client address no other visitor of the run has: 10.<the file's place>.<n / 256>.<n % 256>. */
export function visitorAddress(testFile: string): string {
  const files = readdirSync(dirname(testFile))
    .filter((name) => name.endsWith(".test.ts"))
    .sort();
  const place = files.indexOf(basename(testFile));
  if (place < 0 || place > 255) throw new Error(`visitorAddress: ${testFile} is not one of test/e2e's first 256 test files`);
  const n = (visitorsSoFar.get(testFile) ?? 0) + 1;
  visitorsSoFar.set(testFile, n);
  return `10.${place}.${n >> 8}.${n & 255}`;
}

/** A download's bytes. The run's Chromium is reached over a connection, where download.path() is refused: the bytes come over it as a stream. */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
