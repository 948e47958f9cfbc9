import { afterEach, describe, expect, it } from "vitest";
import { clearDraft, draftStorageKey, loadDraft, loadPublishedRecord, saveDraft, savePublishedRecord } from "../../src/previewer/draft-storage";

class MemoryStorage {
  items = new Map<string, string>();
  getItem(key: string) {
    return this.items.get(key) ?? null;
  }
  setItem(key: string, value: string) {
    this.items.set(key, value);
  }
  removeItem(key: string) {
    this.items.delete(key);
  }
}

const scope = globalThis as { window?: unknown };

function withStorage(storage: unknown) {
  scope.window = { localStorage: storage };
}

afterEach(() => {
  delete scope.window;
});

describe("the draft kept in the browser", () => {
  it("is kept per page, so the backup instance never overwrites the main one", () => {
    withStorage(new MemoryStorage());
    const main = draftStorageKey("/newsletter-preview");
    const backup = draftStorageKey("/newsletter-preview-backup");
    expect(main).not.toBe(backup);
    expect(saveDraft(main, "main draft", "sample")).toBe(true);
    expect(saveDraft(backup, "backup draft", "sample")).toBe(true);
    expect(loadDraft(main)).toBe("main draft");
    expect(loadDraft(backup)).toBe("backup draft");
  });

  it("is removed when it equals the sample, and by clearDraft", () => {
    const storage = new MemoryStorage();
    withStorage(storage);
    saveDraft("k", "edited", "sample");
    saveDraft("k", "sample", "sample");
    expect(loadDraft("k")).toBeNull();
    saveDraft("k", "edited", "sample");
    expect(clearDraft("k")).toBe(true);
    expect(storage.items.size).toBe(0);
  });

  it("reports failure instead of throwing when storage is full or blocked", () => {
    withStorage({
      getItem() {
        throw new Error("SecurityError");
      },
      setItem() {
        throw new Error("QuotaExceededError");
      },
      removeItem() {},
    });
    expect(saveDraft("k", "edited", "sample")).toBe(false);
    expect(loadDraft("k")).toBeNull();
  });

  it("reports failure without a browser (server render)", () => {
    expect(saveDraft("k", "edited", "sample")).toBe(false);
    expect(loadDraft("k")).toBeNull();
  });

  it("keeps the issue a draft is published as beside it, and ignores a damaged record", () => {
    const storage = new MemoryStorage();
    withStorage(storage);
    const key = draftStorageKey("/newsletter-preview");
    expect(loadPublishedRecord(key)).toBeNull();
    expect(savePublishedRecord(key, { slug: "s", title: "T", date: "2026-11-25" })).toBe(true);
    expect(loadPublishedRecord(key)).toEqual({ slug: "s", title: "T", date: "2026-11-25" });
    expect(loadPublishedRecord(draftStorageKey("/newsletter-preview-backup"))).toBeNull();
    storage.setItem(`${key}:published`, "{not json");
    expect(loadPublishedRecord(key)).toBeNull();
    storage.setItem(`${key}:published`, JSON.stringify({ slug: 1 }));
    expect(loadPublishedRecord(key)).toBeNull();
  });
});
