import { createElement, type ComponentType } from "react";
import { hydrateRoot } from "react-dom/client";
import { ISLAND_ATTRIBUTE } from "../src/island";

// One lazily loaded chunk per island file.
const modules = import.meta.glob<{ default: ComponentType<object> }>("../src/islands/*.tsx");

function moduleFor(name: string) {
  return modules[`../src/islands/${name}.tsx`];
}

async function hydrate(root: HTMLElement) {
  const name = root.getAttribute(ISLAND_ATTRIBUTE) ?? "";
  const load = moduleFor(name);
  if (!load) {
    console.error(`Unknown island: ${name}`);
    return;
  }
  const propsScript = root.previousElementSibling;
  const props = propsScript?.textContent ? (JSON.parse(propsScript.textContent) as object) : {};
  const { default: Component } = await load();
  hydrateRoot(root, createElement(Component, props));
}

for (const root of document.querySelectorAll<HTMLElement>(`[${ISLAND_ATTRIBUTE}]`)) {
  void hydrate(root);
}
