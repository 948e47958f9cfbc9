/**
 * `npm run assets`: regenerates every generated file committed to the repository (the guides'
 * PDFs, covers and cards, the portrait, the Open Graph image, the icons) from src/content/ and the
 * palette.
 * `npm run assets -- --check`: changes nothing; exits 1 naming each committed file that differs
 * from what the scripts make now (`npm test` runs it). `--root <dir>` works on another copy.
 */
import { resolve } from "node:path";
import { fileURLToPath } from "node:url";

const args = process.argv.slice(2);
const rootAt = args.indexOf("--root");
const root = rootAt >= 0 ? resolve(args[rootAt + 1] ?? ".") : fileURLToPath(new URL("../", import.meta.url));
const started = performance.now();

process.on("uncaughtException", (error) => {
  // One line that names the guide and the field (or the accent's role), not a library's stack.
  console.error(error instanceof Error ? error.message : error);
  process.exit(1);
});

// Imported after the handler, so a guide registry that refuses a record (a shared path, say) says so in one line too.
const { checkAssets, writeAssets } = await import("./assets/index.mts");

if (args.includes("--check")) {
  const problems = await checkAssets(root);
  const took = `${Math.round(performance.now() - started)} ms`;
  if (problems.length) {
    for (const { path, problem } of problems) console.error(`${path} ${problem}`);
    console.error(`Generated files are out of date (${took}): run \`npm run assets\` and commit the result, or undo the hand edit.`);
    process.exit(1);
  }
  console.log(`Generated files match what the scripts make (${took}).`);
} else {
  const changed = await writeAssets(root);
  for (const line of changed) console.log(line);
  console.log(changed.length ? `${changed.length} file(s) changed.` : "Generated files were already up to date.");
}
