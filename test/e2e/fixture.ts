import type { Browser, BrowserContext, BrowserContextOptions, Download, Page } from "playwright-core";
import { test } from "vitest";
import { DESKTOP, launchBrowser } from "./browser";
import { asVisitor } from "./consent-visitor";
import { visitorAddress } from "./visitor-address";

/** A person's typing pace for pressSequentially and keyboard.type (ms between keys). */
export const PACE = { delay: 12 } as const;

/**
 * The stack's Chromium for the running file's tests: connected before its first test, disconnected
 * after its last, by ./file-setup.ts (a setup file runs for every test file, where this module is
 * loaded once per pool worker); an ES live binding, read when a test runs. One Chromium serves each
 * stack (stack.ts). A context opened by openPage() or by `browserTest`'s visitor is the test's:
 * closed when the test ends, with a visitor address of its own (visitor-address.ts).
 */
export let browser: Browser;

/** Connects the file's tests to the stack's Chromium. */
export async function connectBrowser(): Promise<void> {
  browser = await launchBrowser();
}

/** Closes the file's connection, and with it every context the file left open. */
export async function disconnectBrowser(): Promise<void> {
  await browser?.close();
}

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

export { visitorAddress };

/** The fixture's visitor maker, for a helper that a test hands it to. */
export type VisitorOf = (options?: VisitorOptions) => Promise<Visitor>;

/**
 * The browser tests' fixture: on the file's connection to its stack's Chromium, a context per
 * visitor, closed when the test ends, each a person (navigator.webdriver false) with an address
 * of its own (visitor-address.ts).
 */
export const browserTest = test.extend<{ visitor: VisitorOf }>({
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

/** A download's bytes. The stack's Chromium is reached over a connection, where download.path() is refused: the bytes come over it as a stream. */
export async function downloadedBytes(download: Download): Promise<Buffer> {
  const chunks: Buffer[] = [];
  for await (const chunk of await download.createReadStream()) chunks.push(chunk as Buffer);
  return Buffer.concat(chunks);
}
