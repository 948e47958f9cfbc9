// @vitest-environment happy-dom
import { createRoot } from "react-dom/client";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { type ServerDraft, draftPath } from "../../../src/publishing/drafts";
import { type ServerDraftSync, useServerDraft } from "../../../src/previewer/drafts/use-server-draft";
import { type Draft, useDraft } from "../../../src/previewer/use-draft";
import { must } from "../../../src/must.ts";

/**
 * A page going away reads the words as typed that instant: on a busy phone the render of the last
 * keys (and the effect that tells the sync) may not have run when pagehide fires, and the closing
 * save must still carry every word.
 */

const ID = "0b5e2f0e-6a4e-4c1e-9d51-2d7f7f1f0a11";
const PAGE = "/newsletter-preview";
const SAVED = "HOOK: Saved on the site.\n\nINTRO:\nHello.";
const server = (text: string, version: number): ServerDraft => ({
  id: ID,
  version,
  text,
  style: "editorial",
  title: null,
  subject: null,
  preview_text: null,
  issue: null,
  updatedAt: new Date(0).toISOString(),
});

let draft: Draft | undefined;
let sync: ServerDraftSync | undefined;
function Probe() {
  draft = useDraft(`test:${PAGE}`, SAVED);
  sync = useServerDraft({ pagePath: PAGE, draft, style: "editorial", setStyle: () => {}, defaultStyle: "editorial", remember: () => {} });
  return null;
}

// React's own scheduler, as in a browser: renders run when it gets to them, not when a test says.
beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = false;
});
afterEach(() => {
  vi.unstubAllGlobals();
  localStorage.clear();
});

describe("the closing save", () => {
  it("carries the keys typed just before the page went, though their render had not run", async () => {
    const puts: { text: string }[] = [];
    vi.stubGlobal(
      "fetch",
      vi.fn(async (input: string, init?: RequestInit) => {
        const path = new URL(input, "http://localhost").pathname;
        const method = init?.method ?? "GET";
        if (path === draftPath(ID) && method === "GET") return Response.json({ success: true, draft: server(SAVED, 1) });
        if (path === draftPath(ID) && method === "PUT") {
          const body = JSON.parse(String(init?.body)) as { text: string };
          puts.push(body);
          return Response.json({ success: true, draft: server(body.text, 2) });
        }
        return Response.json({ success: false }, { status: 404 });
      }),
    );
    window.history.replaceState(null, "", `${PAGE}?draft=${ID}`);
    const root = createRoot(document.createElement("div"));
    root.render(<Probe />);
    // Opened: the site's draft read and shown as saved.
    await vi.waitFor(() => expect({ id: sync?.draftId, status: sync?.status, text: draft?.text }).toEqual({ id: ID, status: "saved", text: SAVED }));

    // The last keys: the editor has them, React has not rendered them yet, and the page goes.
    const typed = `${SAVED}\n\nTyped just before leaving.`;
    must(draft).edit(typed);
    window.dispatchEvent(new Event("pagehide"));
    expect(puts.map((put) => put.text)).toEqual([typed]);
    root.unmount();
  });
});
