import { createElement, type ComponentType } from "react";
import { flushSync } from "react-dom";
import { hydrateRoot } from "react-dom/client";
import { ISLAND_HYDRATED_ATTRIBUTE, ISLAND_PAGE_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from "../src/island-markers";
import { PageContext, type PageContextValue } from "../src/page-context";
import { adoptFields, snapshotFields } from "./adopt-fields";

function json<T>(root: HTMLElement, attribute: string, fallback: T): T {
  const value = root.getAttribute(attribute);
  return value ? (JSON.parse(value) as T) : fallback;
}

/**
 * React's part of the island loader, in a chunk of its own: client/islands.ts imports it (and so
 * React) only when the first island of a page needs it. Each island is its own root, rendered with
 * the props and the page context the server rendered it with.
 *
 * What the visitor did in the island's fields while its code loaded is read just before, and handed
 * to React just after (client/adopt-fields.ts). The hydration runs at once (flushSync), so no key can
 * arrive between the two; the root then says `data-hydrated="true"`.
 */
export function hydrateIsland(root: HTMLElement, Component: ComponentType<object>): void {
  const props = json<object>(root, ISLAND_PROPS_ATTRIBUTE, {});
  const page = json<PageContextValue>(root, ISLAND_PAGE_ATTRIBUTE, { path: location.pathname, search: {}, siteUrl: location.origin, publicConfig: {} });
  const person = snapshotFields(root);
  flushSync(() => {
    hydrateRoot(root, createElement(PageContext.Provider, { value: page }, createElement(Component, props)));
  });
  adoptFields(root, person);
  root.setAttribute(ISLAND_HYDRATED_ATTRIBUTE, "true");
}
