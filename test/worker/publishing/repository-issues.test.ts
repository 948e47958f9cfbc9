import { SELF } from "cloudflare:test";
import { describe, expect, it } from "vitest";
import { issues } from "../../../src/newsletter/archive";
import { ARCHIVE_PATH, FEED_PATH, issuePath } from "../../../src/newsletter/paths";

const SITE = "https://www.example.com";

// The pages of the three repository issues, the archive, the feed and the sitemap as the site
// rendered them before issues could be published from the previewer (captured into
// repository-issues/ from that code): with no published issue, they must not change by one byte.
const addresses = [ARCHIVE_PATH, FEED_PATH, "/sitemap.xml", ...issues.map((issue) => issuePath(issue.slug))];

describe("the repository's issues with nothing published", () => {
  for (const path of addresses) {
    it(`serves ${path} byte for byte as before`, async () => {
      const response = await SELF.fetch(`${SITE}${path}`, { headers: { "Cache-Control": "no-cache" } });
      expect(response.status).toBe(200);
      const body = await response.text();
      await expect(body).toMatchFileSnapshot(`./repository-issues/${path.replace(/^\//, "").replace(/\//g, "_") || "index"}.snapshot`);
    });
  }
});
