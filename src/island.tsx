import { createContext, useContext, type ComponentType } from "react";

/**
 * Islands are the only components that run in the browser. On the server an island renders its
 * HTML inside `<div data-island="Name" data-island-props="{…}">` (props as JSON in an attribute,
 * escaped by the renderer like any attribute). The client (client/islands.ts) finds those roots and
 * hydrates each with the module `src/islands/<Name>.tsx`, loaded on demand.
 *
 * The name must equal the island's file name: test/unit/islands.test.ts fails on a mismatch.
 */

/** Collects the islands a render used, so the document links the island script only when needed. */
export class IslandRegistry {
  readonly used = new Set<string>();
}

export const IslandRegistryContext = createContext<IslandRegistry | null>(null);

export const ISLAND_ATTRIBUTE = "data-island";
export const ISLAND_PROPS_ATTRIBUTE = "data-island-props";

/** An island component, carrying the name the client uses to find its module. */
export type IslandComponent<P> = ComponentType<P> & { islandName: string };

/** Wraps a component so that the page renders it as a hydratable island. */
export function island<P extends object>(name: string, Component: ComponentType<P>): IslandComponent<P> {
  function Island(props: P) {
    useContext(IslandRegistryContext)?.used.add(name);
    return (
      <div {...{ [ISLAND_ATTRIBUTE]: name, [ISLAND_PROPS_ATTRIBUTE]: JSON.stringify(props) }}>
        <Component {...props} />
      </div>
    );
  }
  Island.displayName = `Island(${name})`;
  return Object.assign(Island, { islandName: name });
}
