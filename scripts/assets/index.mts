/** Writing and checking the generated files (scripts/assets.mts is the command). */
import { existsSync, mkdirSync, readdirSync, readFileSync, rmSync, writeFileSync } from "node:fs";
import { dirname, join } from "node:path";
import { sameContent } from "./compare.mts";
import { GENERATED_DIRS, generatedFiles } from "./generated-files.mts";

export interface AssetProblem {
  path: string;
  problem: "differs from what the scripts make" | "is missing" | "is no longer made (stale)";
}

/** Files in the all-generated folders that the scripts do not make (a retired guide's). */
function staleFiles(root: string, made: Map<string, Uint8Array>): string[] {
  return GENERATED_DIRS.flatMap((dir) => (existsSync(join(root, dir)) ? readdirSync(join(root, dir)).map((name) => `${dir}${name}`) : [])).filter(
    (path) => !made.has(path),
  );
}

/** Compares the committed files under `root` with what the scripts make now. */
export async function checkAssets(root: string): Promise<AssetProblem[]> {
  const made = await generatedFiles();
  const problems: AssetProblem[] = [];
  for (const [path, bytes] of made) {
    const file = join(root, path);
    if (!existsSync(file)) problems.push({ path, problem: "is missing" });
    else if (!(await sameContent(path, readFileSync(file), bytes))) problems.push({ path, problem: "differs from what the scripts make" });
  }
  for (const path of staleFiles(root, made)) problems.push({ path, problem: "is no longer made (stale)" });
  return problems;
}

/** Writes every generated file whose content changed, removes stale ones; returns what changed. */
export async function writeAssets(root: string): Promise<string[]> {
  const made = await generatedFiles();
  const changed: string[] = [];
  for (const [path, bytes] of made) {
    const file = join(root, path);
    if (existsSync(file) && (await sameContent(path, readFileSync(file), bytes))) continue;
    mkdirSync(dirname(file), { recursive: true });
    writeFileSync(file, bytes);
    changed.push(`wrote ${path}`);
  }
  for (const path of staleFiles(root, made)) {
    rmSync(join(root, path));
    changed.push(`removed ${path}`);
  }
  return changed;
}
