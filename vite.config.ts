import { cloudflare } from "@cloudflare/vite-plugin";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";
import { browserBuiltinsPlugin } from "./build/browser-builtins-plugin.ts";
import { clientManifestPlugin } from "./build/client-manifest-plugin.ts";
import { CLIENT_ENTRIES } from "./build/client-entries.ts";
import { consentAssetsPlugin } from "./build/consent-assets-plugin.ts";
import { headersPlugin } from "./build/headers-plugin.ts";
import { DIST_DIR, WORKER_NAME } from "./build/dist-dir.ts";
import { pageStylesPlugin } from "./build/page-styles-plugin.ts";
import { reactServerStreamingOnlyPlugin } from "./build/react-server-plugin.ts";
import { speakerKitPlugin } from "./build/speaker-kit-plugin.ts";
import { issueImagesPlugin } from "./build/issue-images-plugin.ts";
import { experimentsPlugin } from "./build/experiments-plugin.ts";
import { accentRolesPlugin } from "./build/accent-roles-plugin.ts";
import { must } from "./src/must.ts";

// The worker environment is named after the worker in wrangler.toml.
const WORKER_ENVIRONMENT = WORKER_NAME;
// `REACT_SERVER_BUILD=node` builds the worker with React's Node server build (under
// `nodejs_compat`) instead of its edge build, to compare them (docs/benchmarks.md); the edge build
// is the site's.
const NODE_SERVER_BUILD = process.env.REACT_SERVER_BUILD === "node";

export default defineConfig({
  plugins: [
    accentRolesPlugin(),
    experimentsPlugin(),
    browserBuiltinsPlugin(),
    reactServerStreamingOnlyPlugin(WORKER_ENVIRONMENT, NODE_SERVER_BUILD ? "react-dom/server.node" : undefined),
    cloudflare({ configPath: "./wrangler.toml", ...(NODE_SERVER_BUILD ? { config: { compatibility_flags: ["nodejs_compat"] } } : {}) }),
    vanillaExtractPlugin(),
    clientManifestPlugin(`${DIST_DIR}/client`),
    pageStylesPlugin(`${DIST_DIR}/client`),
    consentAssetsPlugin(),
    headersPlugin(),
    speakerKitPlugin(),
    issueImagesPlugin(),
  ],
  define: {
    // Part of the HTML cache key, so a deploy never serves pages that link old assets.
    __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? Date.now().toString(36)),
  },
  environments: {
    [WORKER_ENVIRONMENT]: {
      build: {
        outDir: `${DIST_DIR}/${WORKER_NAME}`,
        emptyOutDir: true,
        // Comments, whitespace and long local names are most of the worker's own bytes; the
        // source map keeps stack traces readable.
        minify: true,
      },
    },
    client: {
      build: {
        outDir: `${DIST_DIR}/client`,
        emptyOutDir: true,
        manifest: true,
        rollupOptions: {
          input: CLIENT_ENTRIES,
          // React in one chunk of its own: islands load it together on first touch, and its hash
          // changes only when React does, so a deploy leaves it in visitors' caches.
          output: { codeSplitting: { groups: [{ name: "react", test: /[\\/]node_modules[\\/](react|react-dom|scheduler)[\\/]/ }] } },
        },
      },
    },
  },
  builder: {
    // The worker imports the client manifest, so the client must be built first.
    async buildApp(builder) {
      await builder.build(must(builder.environments.client));
      await builder.build(must(builder.environments[WORKER_ENVIRONMENT]));
    },
  },
});
