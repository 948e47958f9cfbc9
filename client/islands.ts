import { createElement, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { ISLAND_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE } from "../src/island";
import { idleOrInteraction } from "./idle-or-interaction";

// One lazily loaded chunk per island file.
const modules = import.meta.glob<{ default: ComponentType<object> }>("../src/islands/*.tsx");

// The first touch of an island hydrates it at once; otherwise it waits for an idle moment, so
// hydration never competes with the first paint. Until then the server's markup works alone
// (forms post without script, links load the filtered page).
const INTERACTION_EVENTS = ["pointerdown", "focusin", "keydown"] as const;

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

for (const root of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
  void idleOrInteraction({ target: root, events: INTERACTION_EVENTS, fallbackMs: 1 }).then(() => hydrate(root));
}
