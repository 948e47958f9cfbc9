import { Fragment, isValidElement, type ReactElement, type ReactNode } from "react";
import { Layout } from "../../src/components";
import { IslandRegistry, IslandRegistryContext } from "../../src/island";
import { PageContext, type PageContextValue } from "../../src/page-context";
import { Document } from "../../src/page-document";
import { ascii, concat, indexOf, startsWithAt } from "./bytes";
import { renderHtmlBytes } from "./render-html";
import { type ShellInput, shellKey } from "./shell-key";
import { ShellStore } from "./shell-store";
import { must } from "../../src/must.ts";

/**
 * The shared shell: everything of a page's HTML but the page itself (the document's head, the skip
 * link, header and footer, the scripts), which depends only on the route, its meta and stylesheet,
 * the assets and the public settings, never on the visitor. It is rendered once per isolate for
 * each such combination (by React, from the real `Document` and `Layout`), and a fresh render
 * then renders only the page and splices it in. The result is byte for byte the full render's:
 *
 * - React puts the page's image preloads into the `<head>` (right after the charset and viewport)
 *   and the page into `<main>`; both places are found by rendering the shell once around a probe
 *   image, which React preloads and renders exactly where the page's own would go.
 * - `useId` numbers by the position in the tree, so the page is rendered at the same position
 *   (`pagePosition`): nested arrays of the sizes React forks on between the root and the page.
 * - The island script at the end of `<body>` depends on whether the page rendered an island:
 *   the shell keeps both endings.
 *
 * Each shell is checked once, when built, against a full render of the page it was built for; a
 * shell that does not give the same bytes is not used (full renders then), and a page whose
 * preamble holds anything but image preloads is rendered in full.
 * `test/worker/pages/page-shell.test.tsx` holds every route to it.
 */

const PROBE_SRC = "/__page-shell-probe__";
const PROBE_PRELOAD_HREF = ascii(`href="${PROBE_SRC}"`);
const PROBE_IMAGE = ascii(`<img src="${PROBE_SRC}"/>`);
const PRELOAD_START = ascii('<link rel="preload" ');
const TAG_END = ascii("/>");
/** What React hoists into a document's head besides preloads: a page starting so is rendered in full. */
const HOISTED_STARTS = ["<link", "<meta", "<title", "<style", "<script", "<base"].map(ascii);
/** An island name no page has: a shell rendered with it registered ends with the island script. */
const SHELL_ISLAND = "\0shell";

type Position = [count: number, index: number][];

/** A context as a provider (React 19), and React 18's provider type. */
const CONTEXT_TYPES = [Symbol.for("react.context"), Symbol.for("react.provider")];

/**
 * Where `target` sits below `node` as React's `useId` counts it: for each array on the way (JSX
 * children of more than one), its length and the index taken. Goes through host elements,
 * fragments, context providers and the shell's own components (called as functions: they use
 * no hooks); any other component is a dead end.
 */
export function positionOf(node: ReactNode, target: ReactNode): Position | undefined {
  if (node === target) return [];
  if (Array.isArray(node)) {
    for (let i = 0; i < node.length; i++) {
      const inner = positionOf(node[i] as ReactNode, target);
      if (inner) return [[node.length, i], ...inner];
    }
    return undefined;
  }
  if (!isValidElement(node)) return undefined;
  const { type, props } = node as ReactElement<{ children?: ReactNode }>;
  if (type === Document || type === Layout) return positionOf((type as (props: object) => ReactNode)(props), target);
  if (
    typeof type === "string" ||
    type === Fragment ||
    (typeof type === "object" && type !== null && CONTEXT_TYPES.includes(must((type as { $$typeof?: symbol }).$$typeof)))
  ) {
    return positionOf(props.children, target);
  }
  return undefined;
}

/** `node` at `position`: nested arrays of the same sizes, empty but for the way to it. */
function atPosition(position: Position, node: ReactNode): ReactNode {
  return position.reduceRight<ReactNode>(
    (inner, [count, index]) => Array.from({ length: count }, (_, i) => (i === index ? <Fragment key="page">{inner}</Fragment> : null)),
    node,
  );
}

/** The whole document around `page`, as React renders it: the reference the shell must equal. */
export function fullDocument(page: ReactNode, { meta, assets, style, context }: ShellInput, registry: IslandRegistry): ReactElement {
  return (
    <PageContext.Provider value={context}>
      <IslandRegistryContext.Provider value={registry}>
        <Document meta={meta} assets={assets} style={style}>
          <Layout>{page}</Layout>
        </Document>
      </IslandRegistryContext.Provider>
    </PageContext.Provider>
  );
}

interface Shell {
  position: Position;
  /** Up to where the page's preloads go (after the charset and viewport). */
  head: Uint8Array;
  /** From there to the page. */
  middle: Uint8Array;
  /** After the page, without and with the island script. */
  tail: Uint8Array;
  tailWithIslands: Uint8Array;
}

async function buildShell(input: ShellInput): Promise<Shell | null> {
  // biome-ignore lint/a11y/useAltText: never shown; the probe marks where the page goes, found by its exact markup (PROBE_IMAGE)
  const probe = <img src={PROBE_SRC} />;
  const position = positionOf(fullDocument(probe, input, new IslandRegistry()), probe);
  if (!position) return null;
  const withIslands = new IslandRegistry();
  withIslands.used.add(SHELL_ISLAND);
  const [plain, islands] = await Promise.all([
    renderHtmlBytes(fullDocument(probe, input, new IslandRegistry())),
    renderHtmlBytes(fullDocument(probe, input, withIslands)),
  ]);
  const cut = (html: Uint8Array) => {
    const href = indexOf(html, PROBE_PRELOAD_HREF);
    const image = indexOf(html, PROBE_IMAGE);
    if (href === -1 || image === -1) return undefined;
    const preloadStart = html.lastIndexOf(must(ascii("<")[0]), href);
    const preloadEnd = indexOf(html, TAG_END, href) + TAG_END.length;
    return { head: html.subarray(0, preloadStart), middle: html.subarray(preloadEnd, image), tail: html.subarray(image + PROBE_IMAGE.length) };
  };
  const [a, b] = [cut(plain), cut(islands)];
  if (!a || !b) return null;
  return { position, head: a.head, middle: a.middle, tail: a.tail, tailWithIslands: b.tail };
}

/** The length of the preloads React put before the page (a render of the page alone), or undefined when it put anything else there. */
function preloadsLength(html: Uint8Array): number | undefined {
  let at = 0;
  while (startsWithAt(html, at, PRELOAD_START)) {
    const end = indexOf(html, TAG_END, at);
    if (end === -1) return undefined;
    at = end + TAG_END.length;
  }
  return HOISTED_STARTS.some((start) => startsWithAt(html, at, start)) ? undefined : at;
}

async function renderInShell(shell: Shell, page: ReactNode, context: PageContextValue, registry: IslandRegistry): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const html = await renderHtmlBytes(
    <PageContext.Provider value={context}>
      <IslandRegistryContext.Provider value={registry}>{atPosition(shell.position, page)}</IslandRegistryContext.Provider>
    </PageContext.Provider>,
  );
  const preloads = preloadsLength(html);
  if (preloads === undefined) return undefined;
  return concat([shell.head, html.subarray(0, preloads), shell.middle, html.subarray(preloads), registry.used.size > 0 ? shell.tailWithIslands : shell.tail]);
}

const shells = new ShellStore<Promise<Shell | null>>();

/**
 * The page rendered inside its shell, or undefined when it must be rendered in full (no shell
 * for it, or its preamble holds more than image preloads). A shell is built at its first use and
 * kept only if this first page, spliced into it, equals the full render byte for byte.
 */
export async function renderWithShell(page: ReactNode, input: ShellInput, registry: IslandRegistry): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const key = shellKey(input);
  let entry = shells.get(key);
  if (!entry) {
    const path = input.context.path;
    if (shells.isFull(path)) return undefined;
    entry = buildShell(input)
      .then(async (shell) => {
        if (!shell) return null;
        const spliced = await renderInShell(shell, page, input.context, new IslandRegistry());
        const full = await renderHtmlBytes(fullDocument(page, input, new IslandRegistry()));
        return spliced && spliced.length === full.length && spliced.every((byte, i) => byte === full[i]) ? shell : null;
      })
      // A page that throws throws again in its full render, which reports it.
      .catch(() => null);
    shells.set(key, path, entry);
  }
  const shell = await entry;
  return shell ? renderInShell(shell, page, input.context, registry) : undefined;
}

/** How many shells this isolate keeps for a route (tests). */
export const shellCountOf = (path: string) => shells.countOf(path);
