import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { guideList } from "../../../src/content/guides";
import { issues } from "../../../src/newsletter/archive";
import { ARCHIVE_PATH, FEED_PATH, issuePath } from "../../../src/newsletter/paths";

const SITE = "https://www.example.com";

// The pages of the three repository issues, the archive, the feed and the sitemap as the site
// rendered them before issues could be published from the previewer (captured into
// repository-issues/ from that code): with no published issue, they must not change by one byte.
const addresses = [ARCHIVE_PATH, FEED_PATH, "/sitemap.xml", ...issues.map((issue) => issuePath(issue.slug))];

/**
 * The sitemap's guide entries come from the guide registry: checked against it here, in its order,
 * and left out of the snapshot (one marker line), so adding or retiring a guide changes no snapshot.
 */
function withGuidesFromRegistry(path: string, body: string): string {
  if (path !== "/sitemap.xml") return body;
  const guideEntries = guideList.map((guide) => `  <url><loc>${SITE}${guide.path}</loc></url>\n`).join("");
  expect(body).toContain(guideEntries);
  return body.replace(guideEntries, "  <!-- one <url> per guide of src/content/guides.ts, in its order -->\n");
}

describe("the repository's issues with nothing published", () => {
  for (const path of addresses) {
    it(`serves ${path} byte for byte as before`, async () => {
      const response = await SELF.fetch(`${SITE}${path}`, { headers: { "Cache-Control": "no-cache" } });
      expect(response.status).toBe(200);
      const body = withGuidesFromRegistry(path, await response.text());
      await expect(body).toMatchFileSnapshot(`./repository-issues/${path.replace(/^\//, "").replace(/\//g, "_") || "index"}.snapshot`);
    });
  }
});
