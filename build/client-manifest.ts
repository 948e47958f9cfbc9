/** The client build's Vite manifest, as the worker and the build plugins read it. */
export interface ManifestChunk {
  file: string;
  css?: string[];
  imports?: string[];
}

export type ClientManifest = Record<string, ManifestChunk>;

/**
 * The CSS files a chunk links, in link order: those of the chunks it imports first (Vite splits
 * CSS that several entries share), then its own, each once.
 */
export function linkedCssFiles(manifest: ClientManifest, chunk: ManifestChunk, seen = new Set<ManifestChunk>()): string[] {
  if (seen.has(chunk)) return [];
  seen.add(chunk);
  const imported = (chunk.imports ?? []).flatMap((key) => (manifest[key] ? linkedCssFiles(manifest, manifest[key], seen) : []));
  return [...new Set([...imported, ...(chunk.css ?? [])])];
}
