import { readdirSync, readFileSync } from "node:fs";
import { join } from "node:path";
import { describe, expect, it } from "vitest";
import { DIST_DIR, WORKER_NAME } from "../../build/dist-dir";

/** Every file of the build's output (the global setup runs `vite build` first). */
const files = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => (entry.isDirectory() ? files(join(dir, entry.name)) : [join(dir, entry.name)]));
const WASM_MAGIC = Buffer.from([0x00, 0x61, 0x73, 0x6d]); // "\0asm", the first bytes of every WebAssembly module

describe("the build", () => {
  it("ships no WebAssembly: no .wasm file, no module's bytes, and no worker code that compiles one", () => {
    const all = files(DIST_DIR);
    expect(all.length).toBeGreaterThan(10);
    expect(all.filter((file) => file.endsWith(".wasm"))).toEqual([]);
    expect(all.filter((file) => readFileSync(file).subarray(0, 4).equals(WASM_MAGIC))).toEqual([]);
    const workerCode = files(join(DIST_DIR, WORKER_NAME)).filter((file) => file.endsWith(".js"));
    expect(workerCode.length).toBeGreaterThan(0);
    for (const file of workerCode) expect(readFileSync(file, "utf8"), file).not.toMatch(/WebAssembly\.(instantiate|compile|Module)\b/);
    // Nor the card's face: the worker draws no card (the browser fetches the face from the static files).
    expect(files(join(DIST_DIR, WORKER_NAME)).filter((file) => /\.(ttf|bin)$/.test(file))).toEqual([]);
  });
});
