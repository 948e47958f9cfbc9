import type { VNode } from "preact";
import { renderToString } from "preact-render-to-string";
import type { ReactNode } from "react";

/**
 * Markup of a component tree. JSX compiles to Preact here (build/preact-plugin.ts), so the node is
 * a Preact vnode whatever React's types say. Synchronous: pages have no async data.
 */
export function renderHtml(node: ReactNode): string {
  return renderToString(node as unknown as VNode);
}
