import { fileURLToPath } from "node:url";
import { describe, expect, it } from "vitest";
import { PUBLIC_DIR, publicFile } from "../../../scripts/assets/public-files.mts";

const repoPublic = fileURLToPath(new URL("../../../public/", import.meta.url));

describe("where the asset scripts write", () => {
  it("resolves site paths inside public/, not beside it", () => {
    expect(fileURLToPath(publicFile("/downloads/youtube-seo-checklist.pdf"))).toBe(`${repoPublic}downloads/youtube-seo-checklist.pdf`);
    expect(fileURLToPath(publicFile("/images/guides/x.svg"))).toBe(`${repoPublic}images/guides/x.svg`);
    expect(fileURLToPath(new URL("images/", PUBLIC_DIR))).toBe(`${repoPublic}images/`);
  });

  it("refuses a relative path, which would resolve against the wrong folder", () => {
    expect(() => publicFile("downloads/x.pdf")).toThrow(/site path/);
  });
});
