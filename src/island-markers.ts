/**
 * The attributes an island's root carries, shared by the server (src/island.tsx) and the browser's
 * island loader (client/islands.ts). Kept free of React imports: the loader imports this file, and
 * anything it imports statically ships on every page with an island, before React is needed.
 */
export const ISLAND_ATTRIBUTE = "data-island";
export const ISLAND_PROPS_ATTRIBUTE = "data-island-props";
/** The page context (src/page-context.ts) the server rendered the island with, as JSON. */
export const ISLAND_PAGE_ATTRIBUTE = "data-island-page";
/** When the island hydrates (see IslandHydration); absent means "interaction". */
export const ISLAND_HYDRATE_ATTRIBUTE = "data-island-hydrate";
/**
 * Set to "true" on the island's root by the loader once React has hydrated the island and run its
 * effects: styles and tests wait on it, never on a delay.
 */
export const ISLAND_HYDRATED_ATTRIBUTE = "data-hydrated";

/**
 * - "interaction": on the visitor's first touch of the island (pointer over or down, focus, key).
 *   Until then the server's markup works alone (forms post, links load the filtered page), so a
 *   page whose islands nobody touches never downloads React.
 * - "load": as soon as the browser is idle after loading; for islands that must act unprompted
 *   (the 404 page's console report) or are the whole page (the internal previewer).
 */
export type IslandHydration = "interaction" | "load";

/**
 * Not an island: the name a video's facade (src/components/videos/VideoFacade.tsx) notes in the
 * page's island registry, so the page links the island loader (which loads the facade's chunk) and
 * its CSP allows the privacy-enhanced player's frame.
 */
export const VIDEO_FACADE_MARK = "video-facade";
