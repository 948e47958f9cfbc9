import { createContext, useContext, type ComponentType } from "react";

/**
 * Islands are the only components that run in the browser. On the server an island renders
 * its HTML inside `<div data-island="Name">`, preceded by its props as JSON in a
 * `<script type="application/json">` (never executed). The client (client/islands.ts) finds
 * those roots and hydrates each with the module `src/islands/<Name>.tsx`, loaded on demand.
 *
 * The name must equal the island's file name; test/unit/islands.test.ts checks it.
 */

/** Collects the islands a render used, so the document links the island script only when needed. */
export class IslandRegistry {
  readonly used = new Set<string>();
}

export const IslandRegistryContext = createContext<IslandRegistry | null>(null);

export const ISLAND_ATTRIBUTE = "data-island";
export const ISLAND_PROPS_ATTRIBUTE = "data-island-props";

/** JSON safe to place inside a <script> element: no `</script>` or `<!--` can be formed. */
export function serializeProps(props: unknown): string {
  return JSON.stringify(props)
    .replace(/</g, "\\u003c")
    .replace(/>/g, "\\u003e")
    .replace(/&/g, "\\u0026")
    .replace(/\u2028/g, "\\u2028")
    .replace(/\u2029/g, "\\u2029");
}

/** Wraps a component so that the page renders it as a hydratable island. */
export function island<P extends object>(name: string, Component: ComponentType<P>) {
  function Island(props: P) {
    useContext(IslandRegistryContext)?.used.add(name);
    return (
      <>
        <script
          type="application/json"
          {...{ [ISLAND_PROPS_ATTRIBUTE]: name }}
          dangerouslySetInnerHTML={{ __html: serializeProps(props) }}
        />
        <div {...{ [ISLAND_ATTRIBUTE]: name }}>
          <Component {...props} />
        </div>
      </>
    );
  }
  Island.displayName = `Island(${name})`;
  return Island;
}
