/**
 * Draws the guide covers (public/images/guides/), the resource card images
 * (public/images/resources/) and the default Open Graph image (public/images/og-default.png,
 * 1200x630, rasterised with sharp) from the site's content, so the images always say what the
 * pages say. The outputs are committed; run `npx node scripts/build-images.mts` after editing
 * the content. The portrait and client logos are hand-drawn SVGs and are not touched.
 */
import { mkdirSync, readFileSync, writeFileSync } from "node:fs";
import { createRequire } from "node:module";
import { guides } from "../src/content/guides.ts";
import { home } from "../src/content/home.ts";
import { magnets } from "../src/content/magnets.ts";
import { owner } from "../src/content/owner.ts";
import { resources } from "../src/content/resources.ts";
import { SVG_SANS, wrapWords } from "../build/svg-text.ts";
import { escapeHtml } from "../src/newsletter/inline-html.ts";
import { brand, neutral, svgRgba } from "../src/styles/palette.ts";
import { publicFile } from "./public-files.mts";

const IMAGES = publicFile("/images/");
const INK = neutral.ink;
const DARK = neutral.dark;
const ACCENT = brand.accent;
const ACCENT_STRONG = brand.accentStrong;
const WARM = neutral.warm;

function textBlock(text: string, x: number, y: number, size: number, max: number, attrs: string): string {
  return wrapWords(text, max)
    .map((line, i) => `<text x="${x}" y="${y + i * size * 1.08}" font-size="${size}" ${attrs}>${escapeHtml(line)}</text>`)
    .join("");
}

interface CoverTheme {
  background: string;
  title: string;
  kicker: string;
  muted: string;
  motif: string;
}

const checklistRows = (x: number, y: number, box: string, line: string) =>
  [0, 1, 2, 3]
    .map(
      (i) =>
        `<rect x="${x}" y="${y + i * 34}" width="20" height="20" rx="5" fill="none" stroke="${box}" stroke-width="3"/>` +
        (i < 2 ? `<path d="M${x + 4} ${y + i * 34 + 10}l5 5 8-10" stroke="${box}" stroke-width="3" fill="none" stroke-linecap="round"/>` : "") +
        `<rect x="${x + 34}" y="${y + i * 34 + 6}" width="${[190, 150, 170, 120][i]}" height="8" rx="4" fill="${line}"/>`,
    )
    .join("");

const chart = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})"><rect width="300" height="120" rx="14" fill="#1c1c22"/>` +
  [40, 58, 50, 78, 96].map((h, i) => `<rect x="${28 + i * 52}" y="${100 - h}" width="30" height="${h}" rx="5" fill="${i === 4 ? ACCENT : "#3a3a46"}"/>`).join("") +
  `<path d="M43 58 95 44l52 10 52-30 52-16" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/></g>`;

const thumbnailSwap = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})"><rect width="150" height="86" rx="10" fill="#2e2e38"/><rect x="14" y="14" width="60" height="12" rx="6" fill="#55555f"/>` +
  `<path d="M166 43h28m-10-10 10 10-10 10" stroke="${ACCENT}" stroke-width="4" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
  `<rect x="210" width="150" height="86" rx="10" fill="${ACCENT}"/><rect x="224" y="14" width="70" height="14" rx="7" fill="#fff"/><path d="M276 40l22 13-22 13z" fill="#fff"/></g>`;

const coverThemes: Record<keyof typeof guides, CoverTheme> = {
  "business-growth-guide": { background: DARK, title: "#ffffff", kicker: ACCENT, muted: "#c7c9d1", motif: chart(90, 400) },
  "youtube-seo-checklist": { background: ACCENT, title: INK, kicker: INK, muted: "#3b1604", motif: checklistRows(90, 382, INK, svgRgba(INK, 0.35)) },
  "video-idea-checklist": { background: WARM, title: INK, kicker: ACCENT_STRONG, muted: "#4b5563", motif: checklistRows(90, 382, ACCENT_STRONG, "#dccbb8") },
  "change-title-thumbnail-guide": { background: neutral.darkSoft, title: "#ffffff", kicker: ACCENT, muted: "#c7c9d1", motif: thumbnailSwap(60, 420) },
};

function cover(slug: keyof typeof guides): string {
  const guide = guides[slug];
  const theme = coverThemes[slug];
  const { width, height } = guide.cover;
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
<rect width="${width}" height="${height}" fill="${theme.background}"/>
<rect width="14" height="${height}" fill="${ACCENT}" opacity="${theme.background === ACCENT ? 0 : 1}"/>
<rect x="14" width="${width - 14}" height="${height}" fill="#fff" opacity=".03"/>
<text x="60" y="92" font-family="${SVG_SANS}" font-size="15" font-weight="700" letter-spacing="3" fill="${theme.kicker}">${escapeHtml(guide.landing.eyebrow.toUpperCase())}</text>
${textBlock(guide.landing.headline, 60, 150, 40, 17, `font-family="${SVG_SANS}" font-weight="800" fill="${theme.title}" letter-spacing="-1"`)}
${theme.motif}
<text x="60" y="${height - 44}" font-family="${SVG_SANS}" font-size="15" font-weight="700" fill="${theme.muted}">${escapeHtml(owner.name.toUpperCase())}</text>
</svg>
`;
}

/** The resource cards share one layout: a tinted panel with the guide's cover leaning on it. */
function cardImage(index: number, coverSrc: string): string {
  const tints = [brand.accentSoft, WARM, "#eef0f3"];
  const shapes = [
    `<circle cx="520" cy="70" r="120" fill="${ACCENT}" opacity=".14"/><circle cx="120" cy="330" r="70" fill="${ACCENT}" opacity=".1"/>`,
    `<circle cx="110" cy="60" r="100" fill="${ACCENT}" opacity=".12"/><rect x="470" y="240" width="150" height="150" rx="30" fill="${INK}" opacity=".06"/>`,
    `<rect x="40" y="40" width="160" height="90" rx="12" fill="${INK}" opacity=".08"/><circle cx="560" cy="300" r="110" fill="${ACCENT}" opacity=".14"/>`,
  ];
  const cover = readFileSync(publicFile(coverSrc), "utf8");
  const data = `data:image/svg+xml;base64,${Buffer.from(cover).toString("base64")}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 640 360" width="640" height="360">
<rect width="640" height="360" fill="${tints[index % 3]}"/>
${shapes[index % 3]}
<g transform="translate(236 34) rotate(-4 84 146)"><rect x="6" y="10" width="168" height="210" rx="6" fill="${INK}" opacity=".18"/><image width="168" height="210" href="${data}" xlink:href="${data}"/></g>
</svg>
`;
}

function ogImage(portraitSvg: string): string {
  const portrait = `data:image/svg+xml;base64,${Buffer.from(portraitSvg).toString("base64")}`;
  const claims = [owner.claims.views, owner.claims.years, owner.claims.businessOwners]
    .map((claim, i) => `<g transform="translate(${80 + i * 210} 470)"><text font-family="${SVG_SANS}" font-size="44" font-weight="800" fill="#fff">${escapeHtml(claim.value)}</text><text y="34" font-family="${SVG_SANS}" font-size="20" fill="#c7c9d1">${escapeHtml(claim.label)}</text></g>`)
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 1200 630" width="1200" height="630">
<rect width="1200" height="630" fill="${DARK}"/>
<circle cx="1010" cy="300" r="300" fill="${ACCENT}" opacity=".16"/>
<rect width="1200" height="10" fill="${ACCENT}"/>
<text x="80" y="120" font-family="${SVG_SANS}" font-size="26" font-weight="700" letter-spacing="4" fill="${ACCENT}">${escapeHtml(owner.name.toUpperCase())}</text>
${textBlock(home.hero.headline, 80, 200, 58, 26, `font-family="${SVG_SANS}" font-weight="800" fill="#fff" letter-spacing="-1.5"`)}
${claims}
<image x="820" y="90" width="320" height="400" href="${portrait}" xlink:href="${portrait}"/>
</svg>
`;
}

mkdirSync(new URL("guides/", IMAGES), { recursive: true });
mkdirSync(new URL("resources/", IMAGES), { recursive: true });
for (const slug of Object.keys(guides) as (keyof typeof guides)[]) {
  writeFileSync(publicFile(guides[slug].cover.src), cover(slug));
}
resources.forEach((resource, index) => {
  const guide = Object.values(guides).find((g) => magnets[g.magnet].landingPath === resource.link);
  if (!guide) throw new Error(`No guide for resource ${resource.title}`);
  writeFileSync(publicFile(resource.image.src), cardImage(index, guide.cover.src));
});

const sharp = createRequire(import.meta.url)("sharp") as (input: Buffer) => { png(options: object): { toFile(path: string): Promise<unknown> } };
const og = ogImage(readFileSync(new URL("portrait.svg", IMAGES), "utf8"));
await sharp(Buffer.from(og)).png({ compressionLevel: 9, palette: true }).toFile(new URL("og-default.png", IMAGES).pathname);
console.log("Wrote guide covers, resource images and og-default.png");
