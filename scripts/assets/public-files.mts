/**
 * Where the asset scripts write: the repository's public/ folder. The trailing slash matters: a
 * URL resolves relative paths against its last "/", so without it `images/x.svg` would land in
 * the repository root instead of public/images/.
 */
export const PUBLIC_DIR = new URL("../../public/", import.meta.url);

/** A site path such as "/downloads/x.pdf" as the file URL of that file in public/. */
export function publicFile(sitePath: string): URL {
  if (!sitePath.startsWith("/")) throw new Error(`Expected a site path starting with "/", got "${sitePath}"`);
  return new URL(`.${sitePath}`, PUBLIC_DIR);
}
