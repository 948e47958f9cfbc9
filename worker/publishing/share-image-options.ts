import type { ResvgRenderOptions } from "@resvg/resvg-wasm";

/** How resvg draws the card: 1200 px wide, with the one bundled face for every family the card names (no system fonts in a worker). */
export function cardRenderOptions(font: Uint8Array): ResvgRenderOptions {
  return {
    fitTo: { mode: "width", value: 1200 },
    font: { fontBuffers: [font], loadSystemFonts: false, defaultFontFamily: "Liberation Sans", sansSerifFamily: "Liberation Sans" },
  };
}
