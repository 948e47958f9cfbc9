import { SVG_SANS, wrapWords } from "../../build/svg-text.ts";
import { owner } from "../content/owner.ts";
import { escapeHtml } from "../newsletter/inline-html.ts";
import type { IssueMeta } from "../newsletter/issue.ts";
import { brand, neutral } from "../styles/palette.ts";

/**
 * An issue's share card (Open Graph, Twitter), 1200 x 630: the newsletter's name, the issue's
 * title and date. One drawing for both places that rasterise it: the build, for the repository's
 * issues (build/issue-images-plugin.ts), and the owner's browser, for issues published from the
 * previewer (src/previewer/publish/share-card.ts), which passes `fontFaceCss`: the card's face
 * (public/fonts/card-font.ttf) as an @font-face rule, since an SVG drawn as an image loads no other file.
 */
export function issueImageSvg(issue: Pick<IssueMeta, "title" | "date">, fontFaceCss = ""): string {
  const date = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" }).format(new Date(`${issue.date}T00:00:00Z`));
  const titleLines = wrapWords(issue.title, 28).slice(0, 4);
  const size = titleLines.length > 3 ? 58 : 66;
  const title = titleLines
    .map(
      (line, i) =>
        `<text x="80" y="${230 + i * size * 1.12}" font-family="${SVG_SANS}" font-size="${size}" font-weight="800" fill="#fff" letter-spacing="-1.5">${escapeHtml(line)}</text>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 1200 630" width="1200" height="630">
${fontFaceCss ? `<style>${fontFaceCss}</style>\n` : ""}<rect width="1200" height="630" fill="${neutral.dark}"/>
<circle cx="1080" cy="110" r="260" fill="${brand.accent}" opacity=".16"/>
<rect width="1200" height="10" fill="${brand.accent}"/>
<path d="M1010 470l80 46-80 46z" fill="${brand.accent}"/>
<text x="80" y="130" font-family="${SVG_SANS}" font-size="26" font-weight="700" letter-spacing="5" fill="${brand.accentOnDark}">${escapeHtml(owner.newsletterName.toUpperCase())}</text>
${title}
<text x="80" y="560" font-family="${SVG_SANS}" font-size="26" font-weight="700" fill="${neutral.onDarkSoft}">${escapeHtml(`${date} · ${owner.name}`)}</text>
</svg>
`;
}
