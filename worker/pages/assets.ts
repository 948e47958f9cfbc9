import clientManifest from "virtual:client-manifest";
import { CLIENT_ENTRIES } from "../../build/client-entries";
import { linkedCssFiles, type ClientManifest, type ManifestChunk } from "../../build/client-manifest";
import type { DocumentAssets } from "../../src/page-document";

function entry(manifest: ClientManifest, source: string): ManifestChunk {
  const chunk = manifest[source];
  if (!chunk) throw new Error(`Client manifest has no entry for ${source}; run the build again.`);
  return chunk;
}

/** Asset URLs from the client build's manifest (hashed files), or the sources in `vite dev`. */
export function resolveDocumentAssets(manifest: ClientManifest | null = clientManifest as ClientManifest | null): DocumentAssets {
  if (!manifest) {
    return {
      stylesheets: [],
      scripts: [`/${CLIENT_ENTRIES.consent}`],
      beaconScript: `/${CLIENT_ENTRIES.beacon}`,
      islandScript: `/${CLIENT_ENTRIES.islands}`,
      analyticsScript: `/${CLIENT_ENTRIES.analytics}`,
      devScripts: ["/@vite/client", `/${CLIENT_ENTRIES.styles}`],
    };
  }
  const styles = entry(manifest, CLIENT_ENTRIES.styles);
  return {
    stylesheets: linkedCssFiles(manifest, styles).map((file) => `/${file}`),
    scripts: [`/${entry(manifest, CLIENT_ENTRIES.consent).file}`],
    beaconScript: `/${entry(manifest, CLIENT_ENTRIES.beacon).file}`,
    islandScript: `/${entry(manifest, CLIENT_ENTRIES.islands).file}`,
    analyticsScript: `/${entry(manifest, CLIENT_ENTRIES.analytics).file}`,
    devScripts: [],
  };
}

export const documentAssets = resolveDocumentAssets();
