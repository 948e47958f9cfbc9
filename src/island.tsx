import { createContext, useContext, type ComponentType } from "react";
import { ISLAND_ATTRIBUTE, ISLAND_HYDRATE_ATTRIBUTE, ISLAND_PAGE_ATTRIBUTE, ISLAND_PROPS_ATTRIBUTE, type IslandHydration } from "./island-markers";
import { usePageContext } from "./page-context";

/**
 * Islands are the only components that run in the browser. On the server an island renders its
 * HTML inside `<div data-island="Name" data-island-props="{…}">` (props as JSON in an attribute,
 * escaped by the renderer like any attribute), with the page context it was rendered with in
 * `data-island-page`, so the browser renders exactly what the server did. The client (client/islands.ts) finds those roots and,
 * when each is needed (see IslandHydration), loads React and the module `src/islands/<Name>.tsx`
 * and hydrates it with `hydrateRoot`, one root per island.
 *
 * The name must equal the island's file name: test/unit/islands.test.ts fails on a mismatch.
 */

/** Collects the islands a render used, so the document links the island script only when needed. */
export class IslandRegistry {
  readonly used = new Set<string>();
}

export const IslandRegistryContext = createContext<IslandRegistry | null>(null);

/** An island component, carrying the name the client uses to find its module. */
export type IslandComponent<P> = ComponentType<P> & { islandName: string };

/** Wraps a component so that the page renders it as a hydratable island. */
export function island<P extends object>(name: string, Component: ComponentType<P>, hydrate: IslandHydration = "interaction"): IslandComponent<P> {
  const markers = { [ISLAND_ATTRIBUTE]: name, [ISLAND_HYDRATE_ATTRIBUTE]: hydrate === "interaction" ? undefined : hydrate };
  function Island(props: P) {
    useContext(IslandRegistryContext)?.used.add(name);
    const page = usePageContext();
    return (
      <div {...markers} {...{ [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props), [ISLAND_PAGE_ATTRIBUTE]: JSON.stringify(page) }}>
        <Component {...props} />
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Object.assign(Island, { islandName: name });
}
