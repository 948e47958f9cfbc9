// React's edge server build against its Node build (which encodes into a shared buffer with
// `encodeInto`), rendering the same trees inside workerd under nodejs_compat; and a whole
// document against the page alone (what a fresh render costs with the shared shell). The trees
// are the site's own HTML (from a running build), rebuilt as host elements, so React writes as
// many pieces as for the page. Alone: `npx node scripts/bench/react-builds.mjs` (builds and serves
// the site first); `npm run bench` runs it with the other tables.
import { spawn } from "node:child_process";
import { mkdtempSync, writeFileSync } from "node:fs";
import { tmpdir } from "node:os";
import { join } from "node:path";
import { fileURLToPath } from "node:url";
import { freePort, stopProcessGroup } from "../../test/e2e/server.ts";
import { median } from "./stats.mjs";

const VOID = new Set(["area", "base", "br", "col", "embed", "hr", "img", "input", "link", "meta", "source", "track", "wbr"]);
const ENTITIES = { "&amp;": "&", "&lt;": "<", "&gt;": ">", "&quot;": '"', "&#x27;": "'", "&#39;": "'", "&nbsp;": "\u00a0" };
const decode = (text) => text.replace(/&(?:amp|lt|gt|quot|#x27|#39|nbsp);/g, (entity) => ENTITIES[entity]);

/** React's own HTML (well formed, quoted attributes, `/>` on void elements) as `[tag, attributes, children]` trees. */
export function parseReactHtml(html) {
  const root = ["#root", {}, []];
  const stack = [root];
  const tokens = /<!--[\s\S]*?-->|<!DOCTYPE[^>]*>|<\/([a-zA-Z0-9-]+)>|<([a-zA-Z0-9-]+)((?:\s+[^\s=/>]+(?:="[^"]*")?)*)\s*(\/?)>|([^<]+)/g;
  for (let match = tokens.exec(html); match; match = tokens.exec(html)) {
    const [token, closing, tag, attributeText, selfClosing, text] = match;
    const parent = stack.at(-1);
    if (text !== undefined) parent[2].push(parent[0] === "style" || parent[0] === "script" ? text : decode(text));
    else if (closing) stack.pop();
    else if (tag) {
      const attributes = {};
      for (const [, name, value] of attributeText.matchAll(/([^\s=/>]+)(?:="([^"]*)")?/g))
        if (name !== "style") attributes[name] = value === undefined ? true : decode(value);
      const element = [tag, attributes, []];
      parent[2].push(element);
      if (!selfClosing && !VOID.has(tag)) stack.push(element);
    } else if (token.startsWith("<!--") && token !== "<!-- -->") continue;
  }
  return root[2].find((node) => Array.isArray(node));
}

/** The subtree of `<main>`'s children: the page alone, as the shared shell renders it. */
function mainOf(tree) {
  if (!Array.isArray(tree)) return undefined;
  if (tree[0] === "main") return ["div", {}, tree[2]];
  for (const child of tree[2]) {
    const found = mainOf(child);
    if (found) return found;
  }
  return undefined;
}

async function startBenchWorker() {
  const port = await freePort();
  // A configuration of its own, in a directory of its own: in the project, wrangler would follow
  // .wrangler/deploy/config.json to the site's build.
  const dir = mkdtempSync(join(tmpdir(), "react-builds-"));
  const config = {
    name: "react-builds",
    main: fileURLToPath(new URL("./react-builds/worker.js", import.meta.url)),
    compatibility_date: "2026-10-01",
    compatibility_flags: ["nodejs_compat"],
    define: { "process.env.NODE_ENV": '"production"' },
  };
  writeFileSync(join(dir, "wrangler.json"), JSON.stringify(config));
  const wrangler = fileURLToPath(new URL("../../node_modules/wrangler/bin/wrangler.js", import.meta.url));
  const child = spawn(
    process.execPath,
    [wrangler, "dev", "-c", join(dir, "wrangler.json"), "--port", String(port), "--ip", "127.0.0.1", "--log-level", "warn"],
    {
      cwd: dir,
      env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
      stdio: "ignore",
      detached: true,
    },
  );
  const url = `http://127.0.0.1:${port}`;
  for (let i = 0; i < 240; i++) {
    try {
      if ((await fetch(`${url}/`)).status === 404) return { url, stop: () => stopProcessGroup(child) };
    } catch {
      // not listening yet
    }
    await new Promise((resolve) => setTimeout(resolve, 250));
  }
  await stopProcessGroup(child);
  throw new Error("the bench worker did not start");
}

/**
 * Milliseconds per render of each page (median of `rounds`, each `perRequest` renders in one
 * request, builds interleaved), whole document and page alone, with each build.
 */
export async function measureReactBuilds(siteUrl, paths, { rounds = 15, perRequest = 40 } = {}) {
  const worker = await startBenchWorker();
  try {
    const trees = [];
    for (const path of paths) {
      const html = await (await fetch(new URL(path, siteUrl), { headers: { "Cache-Control": "no-cache" } })).text();
      const document = parseReactHtml(html);
      for (const [part, tree] of [
        ["document", document],
        ["page alone", mainOf(document)],
      ]) {
        const name = `${path} ${part}`;
        await fetch(worker.url, { method: "POST", body: JSON.stringify({ name, tree }) });
        trees.push({ name, path, part });
      }
    }
    const time = async (build, tree) => {
      const started = performance.now();
      const response = await fetch(`${worker.url}/?build=${build}&tree=${encodeURIComponent(tree)}&n=${perRequest}`);
      const bytes = Number(await response.text());
      return { ms: (performance.now() - started) / perRequest, bytes };
    };
    const samples = new Map(trees.flatMap(({ name }) => ["edge", "node"].map((build) => [`${build} ${name}`, []])));
    for (const { name } of trees) for (const build of ["edge", "node"]) await time(build, name); // compiles both
    for (let round = 0; round < rounds; round++) {
      for (const { name } of trees) for (const build of ["edge", "node"]) samples.get(`${build} ${name}`).push(await time(build, name));
    }
    return trees.map(({ name, path, part }) => {
      const edge = median(samples.get(`edge ${name}`).map((sample) => sample.ms));
      const node = median(samples.get(`node ${name}`).map((sample) => sample.ms));
      return {
        page: path,
        part,
        "HTML bytes": samples.get(`edge ${name}`)[0].bytes,
        "edge ms/render": edge.toFixed(3),
        "node ms/render": node.toFixed(3),
        "node / edge": (node / edge).toFixed(2),
      };
    });
  } finally {
    await worker.stop();
  }
}
