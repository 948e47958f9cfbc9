// A throwaway worker for `scripts/bench/react-builds.mjs`: renders the same element tree with
// React's edge and Node server builds (this worker runs under nodejs_compat), n times per request.
import { createElement } from "react";
import * as edge from "react-dom/server.edge";
import * as node from "react-dom/server.node";

const builds = { edge, node };
const RENAMED = { class: "className", for: "htmlFor" };
const RAW = new Set(["style", "script"]);

/** A tree of `[tag, attributes, children]` and strings (scripts/bench/react-builds.mjs) as React elements. */
function toElement(tree) {
  if (typeof tree === "string") return tree;
  const [tag, attributes, children] = tree;
  const props = {};
  for (const [name, value] of Object.entries(attributes)) props[RENAMED[name] ?? name] = value;
  if (RAW.has(tag)) return createElement(tag, { ...props, dangerouslySetInnerHTML: { __html: children.join("") } });
  return createElement(tag, props, ...children.map(toElement));
}

async function render(build, element) {
  const stream = await build.renderToReadableStream(element);
  await stream.allReady;
  let bytes = 0;
  const reader = stream.getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) bytes += read.value.byteLength;
  return bytes;
}

const elements = new Map();

export default {
  async fetch(request) {
    const url = new URL(request.url);
    if (request.method === "POST") {
      const { name, tree } = await request.json();
      elements.set(name, toElement(tree));
      return new Response("ok");
    }
    const build = builds[url.searchParams.get("build")];
    const element = elements.get(url.searchParams.get("tree"));
    if (!build || !element) return new Response("unknown build or tree", { status: 404 });
    const times = Number(url.searchParams.get("n") ?? 1);
    let bytes = 0;
    for (let i = 0; i < times; i++) bytes = await render(build, element);
    return new Response(String(bytes));
  },
};
