import { describe, expect, it } from "vitest";
import { afterLandedSave, contentHash, reconcile, type LocalCopy, type ServerCopy } from "../../../src/previewer/drafts/reconcile";
import { firstWords } from "../../../src/publishing/first-words";
import { agoInWords } from "../../../src/internal/ago";
import { STARTER_DRAFT } from "../../../src/newsletter/starter";

const meta = { title: "", subject: "", preview_text: "" };
const server: ServerCopy = { id: "a", version: 3, text: "server text", style: "minimal", meta };
const local = (overrides: Partial<LocalCopy> = {}): LocalCopy => ({
  id: "a",
  version: 3,
  text: "local text",
  style: "minimal",
  meta,
  dirty: true,
  sent: [],
  ...overrides,
});

describe("reconciling the browser's copy of a draft with the server's", () => {
  it("takes the server's copy when the browser has none, or one of another draft", () => {
    expect(reconcile(null, server)).toEqual({ kind: "server" });
    expect(reconcile(local({ id: "b" }), server)).toEqual({ kind: "server" });
    expect(reconcile(local({ id: null }), server)).toEqual({ kind: "server" });
  });

  it("never replaces a newer server copy by an older saved one", () => {
    expect(reconcile(local({ dirty: false, version: 2 }), server)).toEqual({ kind: "server" });
    expect(reconcile(local({ dirty: false, version: 3 }), server)).toEqual({ kind: "server" });
  });

  it("saves the browser's unsaved edits when they start from the server's current version", () => {
    expect(reconcile(local({ version: 3 }), server)).toEqual({ kind: "save-local" });
  });

  it("asks when both changed since the browser's copy was saved (never a silent choice)", () => {
    expect(reconcile(local({ version: 2 }), server)).toEqual({ kind: "conflict" });
    expect(reconcile(local({ version: 7 }), server)).toEqual({ kind: "conflict" });
  });

  it("raises no question when the server moved on by this browser's own closing save that landed (known by its key), and still asks when another device moved it", () => {
    // The phone's closing save carried exactly what it holds; it landed as version 4, the laptop saved 5 since.
    const closing = local({ text: "phone words", version: 3, sent: [{ key: "k1", hash: contentHash({ text: "phone words", style: "minimal", meta }) }] });
    const laptop: ServerCopy = { ...server, version: 5, text: "phone words\nlaptop line" };
    expect(reconcile(closing, { ...laptop, landed: { key: "k1", version: 4 } })).toEqual({ kind: "server" });
    expect(afterLandedSave(closing, { key: "k1", version: 4 })).toMatchObject({ version: 4, dirty: false, sent: [] });
    // Not known to have landed: both moved on, and the texts differ: asked.
    expect(reconcile(closing, { ...laptop, landed: null })).toEqual({ kind: "conflict" });
    // Typed on after the save that landed (its answer lost): those words start from its version.
    const typedOn = { ...closing, text: "phone words and more" };
    expect(afterLandedSave(typedOn, { key: "k1", version: 4 })).toMatchObject({ version: 4, dirty: true });
    expect(reconcile(typedOn, { ...server, version: 4, text: "phone words", landed: { key: "k1", version: 4 } })).toEqual({ kind: "save-local" });
    expect(reconcile(typedOn, { ...laptop, landed: { key: "k1", version: 4 } })).toEqual({ kind: "conflict" });
    // Another browser's key, or an older version, changes nothing.
    expect(afterLandedSave(closing, { key: "other", version: 4 })).toBe(closing);
    expect(afterLandedSave(closing, { key: "k1", version: 2 })).toBe(closing);
  });

  it("compares the title, subject, preview text and style as well as the text", () => {
    const same = { text: "server text", version: 3 };
    expect(reconcile(local({ ...same, meta: { ...meta, title: "Typed offline" } }), server)).toEqual({ kind: "save-local" });
    expect(reconcile(local({ ...same, meta: { ...meta, subject: "s" } }), server)).toEqual({ kind: "save-local" });
    expect(reconcile(local({ ...same, meta: { ...meta, preview_text: "p" } }), server)).toEqual({ kind: "save-local" });
    expect(reconcile(local({ ...same, meta: { ...meta, title: "Typed offline" }, version: 2 }), server)).toEqual({ kind: "conflict" });
    // A space at the end, as the site trims it, is no difference.
    expect(reconcile(local({ ...same, meta: { ...meta, title: " " } }), server)).toEqual({ kind: "same" });
  });

  it("sees equal copies as the same, whatever the flags", () => {
    expect(reconcile(local({ text: "server text", version: 1 }), server)).toEqual({ kind: "same" });
    // The style is part of the draft.
    expect(reconcile(local({ text: "server text", style: "bold", version: 3 }), server)).toEqual({ kind: "save-local" });
  });

  it("makes the browser's unsaved copy a new draft when the server has none, and does nothing with nothing", () => {
    expect(reconcile(local(), null)).toEqual({ kind: "create" });
    expect(reconcile(local({ dirty: false }), null)).toEqual({ kind: "none" });
    expect(reconcile(null, null)).toEqual({ kind: "none" });
  });
});

describe("a draft's name and age in the list", () => {
  it("is its first words without the format's markers", () => {
    expect(firstWords("HOOK: Lighting on a budget that looks like a studio, every time\n\nINTRO:\nHi")).toBe("Lighting on a budget that looks like a…");
    expect(firstWords("\nINTRO:\n\n# <em>Short</em> title\n")).toBe("Short title");
    expect(firstWords("PRO_TIP\n\nI went there")).toBe("I went there");
    expect(firstWords("   \n")).toBe("");
    expect(firstWords(STARTER_DRAFT)).toBe("One line: the inbox preview and the lead…");
  });

  it("says how long ago in words", () => {
    const now = Date.parse("2026-11-27T12:00:00Z");
    const ago = (ms: number) => agoInWords(new Date(now - ms).toISOString(), now);
    expect(ago(10_000)).toBe("just now");
    expect(ago(5 * 60_000)).toBe("5 minutes ago");
    expect(ago(3 * 3_600_000)).toBe("3 hours ago");
    expect(ago(30 * 3_600_000)).toBe("yesterday");
    expect(ago(3 * 86_400_000)).toBe("3 days ago");
    expect(agoInWords("not a time", now)).toBe("not a time");
  });
});
