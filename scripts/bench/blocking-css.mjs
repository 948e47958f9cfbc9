import { gzipBytes } from "./stats.mjs";

/**
 * The CSS a page blocks its first paint on, read from the HTML the server sends: the <style>
 * elements and the stylesheets linked in <head> (not those with a media query that does not
 * apply, such as `print`). Inline CSS arrives with the HTML; each linked sheet costs a round trip.
 */
export async function measureBlockingCss(baseUrl, path) {
  const response = await fetch(new URL(path, baseUrl), { headers: { "Accept-Encoding": "identity" } });
  const html = await response.text();
  const head = html.slice(0, Math.max(0, html.indexOf("</head>")));
  const inline = [...head.matchAll(/<style[^>]*>([\s\S]*?)<\/style>/g)].map((match) => match[1]).join("");
  const hrefs = [...head.matchAll(/<link\b[^>]*>/g)]
    .map((match) => match[0])
    .filter((tag) => /rel="stylesheet"/.test(tag) && !/media="(print|none)"/.test(tag))
    .map((tag) => /href="([^"]+)"/.exec(tag)?.[1])
    .filter(Boolean);
  const linked = await Promise.all(hrefs.map(async (href) => gzipBytes(Buffer.from(await (await fetch(new URL(href, baseUrl))).arrayBuffer()))));
  return {
    path,
    /** The whole HTML answer, inline CSS included (gzip). */
    html: gzipBytes(Buffer.from(html)),
    inlineCss: inline ? gzipBytes(Buffer.from(inline)) : 0,
    linkedCss: linked.reduce((a, b) => a + b, 0),
    linkedFiles: hrefs.length,
  };
}
