import { createHash } from "node:crypto";
import { readFileSync } from "node:fs";
import { createRequire } from "node:module";
import { dirname, join } from "node:path";
import type { Plugin } from "vite";

/**
 * Serves vanilla-cookieconsent from the site's own static path, never a CDN: the build copies
 * the package's CSS and UMD script into the client output under /vendor/cookieconsent/, with a
 * content hash in their names so they can be cached as immutable; `vite dev` serves the same
 * URLs from node_modules. `virtual:cookieconsent-assets` gives the consent start-up both URLs.
 */
export const VENDOR_PATH = "/vendor/cookieconsent/";

const VIRTUAL_ID = "virtual:cookieconsent-assets";
const RESOLVED_ID = `\0${VIRTUAL_ID}`;

interface VendorFile {
  /** URL path, e.g. /vendor/cookieconsent/cookieconsent.1a2b3c4d.umd.js */
  url: string;
  contentType: string;
  source: Buffer;
}

function packageDist(): string {
  const require = createRequire(import.meta.url);
  return join(dirname(require.resolve("vanilla-cookieconsent/package.json")), "dist");
}

function vendorFile(fileName: string, contentType: string): VendorFile {
  const source = readFileSync(join(packageDist(), fileName));
  const hash = createHash("sha256").update(source).digest("hex").slice(0, 10);
  const [base, ...extension] = fileName.split(".");
  return { url: `${VENDOR_PATH}${base}.${hash}.${extension.join(".")}`, contentType, source };
}

export function cookieConsentVendorFiles() {
  return {
    script: vendorFile("cookieconsent.umd.js", "text/javascript; charset=utf-8"),
    stylesheet: vendorFile("cookieconsent.css", "text/css; charset=utf-8"),
  };
}

export function consentAssetsPlugin(): Plugin {
  const files = cookieConsentVendorFiles();
  return {
    name: "consent-assets",
    resolveId(id) {
      return id === VIRTUAL_ID ? RESOLVED_ID : undefined;
    },
    load(id) {
      if (id !== RESOLVED_ID) return undefined;
      return `export const script = ${JSON.stringify(files.script.url)};\nexport const stylesheet = ${JSON.stringify(files.stylesheet.url)};\n`;
    },
    generateBundle() {
      if (this.environment.name !== "client") return;
      for (const file of Object.values(files)) {
        this.emitFile({ type: "asset", fileName: file.url.slice(1), source: file.source });
      }
    },
    configureServer(server) {
      server.middlewares.use((request, response, next) => {
        const file = Object.values(files).find((candidate) => candidate.url === request.url?.split("?")[0]);
        if (!file) return next();
        response.setHeader("Content-Type", file.contentType);
        response.end(file.source);
      });
    },
  };
}
