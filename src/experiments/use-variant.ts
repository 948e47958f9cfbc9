import type { VariantChanges } from "../experiment-contract/definition";
import { changesOf } from "./index";
import { usePageContext } from "../page-context";

/**
 * The changes the page's variant makes, from the page context (the worker chose the variant; an
 * island gets the same context, so it hydrates what was rendered). A component falls back to its
 * content for each change not made.
 */
export function useVariantChanges(): VariantChanges {
  return changesOf(usePageContext().experiment);
}
