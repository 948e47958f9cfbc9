import { createElement, useEffect, type ComponentType, type ReactNode } from "react";
import { hydrateRoot } from "react-dom/client";
import { ISLAND_HYDRATED_ATTRIBUTE, ISLAND_PAGE_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from "../src/island-markers";
import { PageContext, type PageContextValue } from "../src/page-context";

/**
 * Runs after React has hydrated the island and committed its first effects: the root then says so
 * (styles and tests can wait on it). It renders its children as they are, so the markup React
 * compares with the server's is the island's own.
 */
function MarkHydrated({ root, children }: { root: HTMLElement; children?: ReactNode }) {
  useEffect(() => {
    root.setAttribute(ISLAND_HYDRATED_ATTRIBUTE, "true");
  }, [root]);
  return children;
}

function json<T>(root: HTMLElement, attribute: string, fallback: T): T {
  const value = root.getAttribute(attribute);
  return value ? (JSON.parse(value) as T) : fallback;
}

/**
 * React's part of the island loader, in a chunk of its own: client/islands.ts imports it (and so
 * React) only when the first island of a page needs it. Each island is its own root, rendered with
 * the props and the page context the server rendered it with.
 */
export function hydrateIsland(root: HTMLElement, Component: ComponentType<object>): void {
  const props = json<object>(root, ISLAND_PROPS_ATTRIBUTE, {});
  const page = json<PageContextValue>(root, ISLAND_PAGE_ATTRIBUTE, { path: location.pathname, search: {}, siteUrl: location.origin, publicConfig: {} });
  hydrateRoot(root, createElement(PageContext.Provider, { value: page }, createElement(MarkHydrated, { root }, createElement(Component, props))));
}
