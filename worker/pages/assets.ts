import clientManifest from "virtual:client-manifest";
import { CLIENT_ENTRIES } from "../../build/client-entries";
import type { DocumentAssets } from "../../src/page-document";

interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}
type Manifest = Record<string, ManifestChunk>;

function entry(manifest: Manifest, source: string): ManifestChunk {
  const chunk = manifest[source];
  if (!chunk) throw new Error(`Client manifest has no entry for ${source}; run the build again.`);
  return chunk;
}

/** Asset URLs from the client build's manifest (hashed files), or the sources in `vite dev`. */
/** CSS of a chunk and of the chunks it imports: Vite splits CSS that several entries share. */
function cssOf(manifest: Manifest, chunk: ManifestChunk, seen = new Set<ManifestChunk>()): string[] {
  if (seen.has(chunk)) return [];
  seen.add(chunk);
  const imported = (chunk.imports ?? []).flatMap((key) => (manifest[key] ? cssOf(manifest, manifest[key], seen) : []));
  return [...new Set([...imported, ...(chunk.css ?? [])])];
}

export function resolveDocumentAssets(manifest: Manifest | null = clientManifest as Manifest | null): DocumentAssets {
  if (!manifest) {
    return {
      stylesheets: [],
      scripts: [`/${CLIENT_ENTRIES.consent}`],
      islandScript: `/${CLIENT_ENTRIES.islands}`,
      analyticsScript: `/${CLIENT_ENTRIES.analytics}`,
      devScripts: ["/@vite/client", `/${CLIENT_ENTRIES.styles}`],
    };
  }
  const styles = entry(manifest, CLIENT_ENTRIES.styles);
  return {
    stylesheets: cssOf(manifest, styles).map((file) => `/${file}`),
    scripts: [`/${entry(manifest, CLIENT_ENTRIES.consent).file}`],
    islandScript: `/${entry(manifest, CLIENT_ENTRIES.islands).file}`,
    analyticsScript: `/${entry(manifest, CLIENT_ENTRIES.analytics).file}`,
    devScripts: [],
  };
}

export const documentAssets = resolveDocumentAssets();
