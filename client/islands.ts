import type { ComponentType } from "react";
import { ISLAND_ATTRIBUTE, ISLAND_HYDRATE_ATTRIBUTE, type IslandHydration } from "../src/island-markers";

/**
 * The island loader: the one script a page with islands links. It imports nothing of React; React
 * (client/hydrate-island.ts) and each island's module are loaded by `import()` only when an island
 * is about to hydrate (see IslandHydration), so Lighthouse and visitors who never touch a form do
 * not pay for them.
 */

// One lazily loaded chunk per island file.
const modules = import.meta.glob<{ default: ComponentType<object> }>("../src/islands/*.tsx");

const INTERACTION_EVENTS = ["pointerover", "pointerdown", "focusin", "keydown"] as const;
const IDLE_TIMEOUT_MS = 2000;

async function hydrate(root: HTMLElement) {
  const name = root.getAttribute(ISLAND_ATTRIBUTE) ?? "";
  const load = modules[`../src/islands/${name}.tsx`];
  if (!load) {
    console.error(`Unknown island: ${name}`);
    return;
  }
  const [{ hydrateIsland }, { default: Component }] = await Promise.all([import("./hydrate-island"), load()]);
  hydrateIsland(root, Component);
}

/** Hydrates on the first touch of the island: hovering, pressing, focusing or typing in it. */
function onFirstInteraction(root: HTMLElement, start: () => void) {
  const begin = () => {
    for (const type of INTERACTION_EVENTS) root.removeEventListener(type, begin);
    start();
  };
  for (const type of INTERACTION_EVENTS) root.addEventListener(type, begin, { passive: true });
}

// Written here, not shared with the consent start-up's wait: a module two entries import becomes a
// chunk of its own, one more request on every page, the pages without islands included.
function whenIdle(start: () => void) {
  if ("requestIdleCallback" in window) requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(start, 1);
}

for (const root of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
  const when = (root.getAttribute(ISLAND_HYDRATE_ATTRIBUTE) ?? "interaction") as IslandHydration;
  const start = () => void hydrate(root);
  if (when === "load") whenIdle(start);
  else onFirstInteraction(root, start);
}

// A video's facade (src/components/videos/VideoFacade.tsx): its own small chunk, only where one is.
if (document.querySelector("a[data-video-facade]")) void import("./video-facade");
