import { cloudflare } from "@cloudflare/vite-plugin";
import { vanillaExtractPlugin } from "@vanilla-extract/vite-plugin";
import { defineConfig } from "vite";
import { clientManifestPlugin } from "./build/client-manifest-plugin.ts";
import { CLIENT_ENTRIES } from "./build/client-entries.ts";

// The worker environment is named after the worker in wrangler.toml.
const WORKER_ENVIRONMENT = "playback_site";

export default defineConfig({
  plugins: [cloudflare({ configPath: "./wrangler.toml" }), vanillaExtractPlugin(), clientManifestPlugin()],
  define: {
    // Part of the HTML cache key, so a deploy never serves pages that link old assets.
    __BUILD_ID__: JSON.stringify(process.env.BUILD_ID ?? Date.now().toString(36)),
  },
  environments: {
    client: {
      build: {
        manifest: true,
        rollupOptions: { input: CLIENT_ENTRIES },
      },
    },
  },
  builder: {
    // The worker imports the client manifest, so the client must be built first.
    async buildApp(builder) {
      await builder.build(builder.environments.client!);
      await builder.build(builder.environments[WORKER_ENVIRONMENT]!);
    },
  },
});
