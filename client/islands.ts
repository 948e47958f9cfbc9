import { createElement, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from "../src/island";

// One lazily loaded chunk per island file.
const modules = import.meta.glob<{ default: ComponentType<object> }>("../src/islands/*.tsx");

// The first touch of an island hydrates it at once; otherwise it waits for an idle moment, so
// hydration never competes with the first paint. Until then the server's markup works alone
// (forms post without script, links load the filtered page).
const INTERACTION_EVENTS = ["pointerdown", "focusin", "keydown"] as const;
const IDLE_TIMEOUT_MS = 2000;

async function hydrate(root: HTMLElement) {
  const name = root.getAttribute(ISLAND_ATTRIBUTE) ?? "";
  const load = modules[`../src/islands/${name}.tsx`];
  if (!load) {
    console.error(`Unknown island: ${name}`);
    return;
  }
  const props = JSON.parse(root.getAttribute(ISLAND_PROPS_ATTRIBUTE) || "{}") as object;
  const { default: Component } = await load();
  hydrateRoot(root, createElement(Component, props));
}

// Written here, not shared with the consent start-up's wait: a module two entries import becomes a
// chunk of its own, one more request on every page, the pages without islands included.
function whenIdleOrTouched(root: HTMLElement, start: () => void) {
  let started = false;
  const begin = () => {
    if (started) return;
    started = true;
    for (const type of INTERACTION_EVENTS) root.removeEventListener(type, begin);
    start();
  };
  for (const type of INTERACTION_EVENTS) root.addEventListener(type, begin, { passive: true });
  if ("requestIdleCallback" in window) requestIdleCallback(begin, { timeout: IDLE_TIMEOUT_MS });
  else setTimeout(begin, 1);
}

for (const root of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
  whenIdleOrTouched(root, () => void hydrate(root));
}
