import { spawnSync } from "node:child_process";
import { appendFileSync, cpSync, mkdtempSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import sharp from "sharp";
import { afterAll, beforeAll, describe, expect, it } from "vitest";
import { guideList } from "../../../src/content/guides";
import { brand } from "../../../src/styles/palette";
import { decodeIco, encodeIco } from "../../../scripts/assets/icons.mts";
import { checkAssets, writeAssets } from "../../../scripts/assets/index.mts";
import { must } from "../../../src/must.ts";

const ROOT = fileURLToPath(new URL("../../../", import.meta.url));
const guide = must(guideList[0]);

describe("npm run assets -- --check", () => {
  let copy: string;
  beforeAll(() => {
    copy = mkdtempSync(join(tmpdir(), "assets-check-"));
    cpSync(join(ROOT, "public"), join(copy, "public"), { recursive: true });
  });
  afterAll(() => rmSync(copy, { recursive: true, force: true }));

  it("passes on the committed tree", async () => {
    expect(await checkAssets(ROOT)).toEqual([]);
  });

  it("names each generated file edited by hand, missing or left over, and exits 1", async () => {
    const cover = join(copy, `public/images/guides/${guide.slug}.svg`);
    writeFileSync(cover, readFileSync(cover, "utf8").replace("</svg>", '<rect width="1" height="1"/></svg>'));
    appendFileSync(join(copy, `public/downloads/${guide.download.file}`), "\n% edited");
    // The portrait left in an accent the palette no longer has (its own, hand-coded orange).
    const portrait = join(copy, "public/images/portrait.svg");
    writeFileSync(portrait, readFileSync(portrait, "utf8").replaceAll(brand.accentStrong, "#c2410c"));
    // One pixel of an icon repainted: the PNG is compared by what it shows.
    const icon = join(copy, "public/icon-192.png");
    const painted = await sharp(readFileSync(icon))
      .composite([{ input: { create: { width: 1, height: 1, channels: 4, background: "#00ff00" } }, left: 96, top: 96 }])
      .png()
      .toBuffer();
    writeFileSync(icon, painted);
    rmSync(join(copy, `public/images/resources/${guide.slug}.svg`));
    writeFileSync(join(copy, "public/downloads/retired-guide.pdf"), "%PDF-");

    expect(await checkAssets(copy)).toEqual([
      { path: `public/downloads/${guide.download.file}`, problem: "differs from what the scripts make" },
      { path: `public/images/guides/${guide.slug}.svg`, problem: "differs from what the scripts make" },
      { path: `public/images/resources/${guide.slug}.svg`, problem: "is missing" },
      { path: "public/images/portrait.svg", problem: "differs from what the scripts make" },
      { path: "public/icon-192.png", problem: "differs from what the scripts make" },
      { path: "public/downloads/retired-guide.pdf", problem: "is no longer made (stale)" },
    ]);

    const command = spawnSync(process.execPath, [join(ROOT, "scripts/assets.mts"), "--check", "--root", copy], { encoding: "utf8" });
    expect(command.status).toBe(1);
    expect(command.stderr).toContain(`public/images/guides/${guide.slug}.svg differs from what the scripts make`);
    expect(command.stderr).toContain("public/images/portrait.svg differs from what the scripts make");
    // Makes every generated file twice (in the test and in the spawned script): seconds on a busy machine.
  }, 60_000);

  it("is clean again once `npm run assets` has rewritten the copy", async () => {
    expect(await writeAssets(copy)).toEqual(
      expect.arrayContaining([
        `wrote public/images/guides/${guide.slug}.svg`,
        "wrote public/images/portrait.svg",
        "wrote public/icon-192.png",
        "removed public/downloads/retired-guide.pdf",
      ]),
    );
    expect(await checkAssets(copy)).toEqual([]);
  });
});

describe("the ICO encoder", () => {
  it("writes a header, one directory entry per image and the PNGs, which read back", async () => {
    const png = await sharp({ create: { width: 32, height: 32, channels: 4, background: "#3366cc" } })
      .png()
      .toBuffer();
    const ico = encodeIco([{ size: 32, png }]);
    expect([...ico.subarray(0, 6)]).toEqual([0, 0, 1, 0, 1, 0]);
    expect([ico[6], ico[7]]).toEqual([32, 32]);
    expect(ico.readUInt32LE(6 + 8)).toBe(png.length);
    expect(ico.readUInt32LE(6 + 12)).toBe(22);
    expect(decodeIco(ico)).toEqual([{ size: 32, png }]);
    expect(await sharp(must(decodeIco(readFileSync(join(ROOT, "public/favicon.ico")))[0]).png).metadata()).toMatchObject({ width: 32, height: 32 });
  });
});
