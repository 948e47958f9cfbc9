/**
 * The guides' covers (public/images/guides/<slug>.svg), their cards on /resources
 * (public/images/resources/<slug>.svg) and the default Open Graph image's drawing, from the
 * guides' records and the site's content, so the images always say what the pages say.
 * The portrait is drawn in the palette's roles by ./portrait.mts; the client logos are hand-drawn.
 */
import { guideCover, type CardDesign, type CoverMotif, type CoverScheme, type GuideRecord } from "../../src/content/guide-record.ts";
import { home } from "../../src/content/home.ts";
import { owner } from "../../src/content/owner.ts";
import { escapeHtml } from "../../src/newsletter/inline-html.ts";
import { brand, neutral, svgRgba } from "../../src/styles/palette.ts";
import { SVG_SANS, wrapWords } from "../../build/svg-text.ts";

const INK = neutral.ink;
const DARK = neutral.dark;
/** The accent itself: stripes, bars and shapes, never text (any accent: no ratio is promised). */
const ACCENT = brand.accent;
const ACCENT_STRONG = brand.accentStrong;
const ACCENT_ON_DARK = brand.accentOnDark;
const WARM = neutral.warm;

function textBlock(text: string, x: number, y: number, size: number, max: number, attrs: string): string {
  return wrapWords(text, max)
    .map((line, i) => `<text x="${x}" y="${y + i * size * 1.08}" font-size="${size}" ${attrs}>${escapeHtml(line)}</text>`)
    .join("");
}

/** A cover's colours; `box` and `line` colour the checklist motif on that background. */
interface SchemeColours {
  background: string;
  title: string;
  kicker: string;
  muted: string;
  box: string;
  line: string;
}

const schemes: Record<CoverScheme, SchemeColours> = {
  dark: { background: DARK, title: "#ffffff", kicker: ACCENT_ON_DARK, muted: neutral.onDarkSoft, box: ACCENT_ON_DARK, line: "#3a3a46" },
  charcoal: { background: neutral.darkSoft, title: "#ffffff", kicker: ACCENT_ON_DARK, muted: neutral.onDarkSoft, box: ACCENT_ON_DARK, line: "#3a3a46" },
  // The accent's fill behind dark text, so the cover reads whatever the accent's lightness.
  accent: { background: brand.accentFillBright, title: DARK, kicker: DARK, muted: DARK, box: DARK, line: svgRgba(DARK, 0.35) },
  warm: { background: WARM, title: INK, kicker: ACCENT_STRONG, muted: neutral.inkSoft, box: ACCENT_STRONG, line: "#dccbb8" },
};

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
  `<g transform="translate(${x} ${y})"><rect width="300" height="120" rx="14" fill="${neutral.darkSoft}"/>` +
  [40, 58, 50, 78, 96]
    .map((h, i) => `<rect x="${28 + i * 52}" y="${100 - h}" width="30" height="${h}" rx="5" fill="${i === 4 ? ACCENT : "#3a3a46"}"/>`)
    .join("") +
  `<path d="M43 58 95 44l52 10 52-30 52-16" stroke="#fff" stroke-width="3" fill="none" stroke-linecap="round" stroke-linejoin="round"/></g>`;

const thumbnailSwap = (x: number, y: number) =>
  `<g transform="translate(${x} ${y})"><rect width="150" height="86" rx="10" fill="#2e2e38"/><rect x="14" y="14" width="60" height="12" rx="6" fill="#55555f"/>` +
  `<path d="M166 43h28m-10-10 10 10-10 10" stroke="${ACCENT}" stroke-width="4" fill="none" stroke-linecap="round" stroke-linejoin="round"/>` +
  `<rect x="210" width="150" height="86" rx="10" fill="${ACCENT}"/><rect x="224" y="14" width="70" height="14" rx="7" fill="#fff"/><path d="M276 40l22 13-22 13z" fill="#fff"/></g>`;

function motif(name: CoverMotif, colours: SchemeColours): string {
  switch (name) {
    case "chart":
      return chart(90, 400);
    case "checklist":
      return checklistRows(90, 382, colours.box, colours.line);
    case "thumbnail-swap":
      return thumbnailSwap(60, 420);
  }
}

export function guideCoverSvg(guide: GuideRecord): string {
  const colours = schemes[guide.cover.scheme];
  const { width, height } = guideCover(guide);
  return `<svg xmlns="http://www.w3.org/2000/svg" viewBox="0 0 ${width} ${height}" width="${width}" height="${height}">
<rect width="${width}" height="${height}" fill="${colours.background}"/>
<rect width="14" height="${height}" fill="${ACCENT}" opacity="${guide.cover.scheme === "accent" ? 0 : 1}"/>
<rect x="14" width="${width - 14}" height="${height}" fill="#fff" opacity=".03"/>
<text x="60" y="92" font-family="${SVG_SANS}" font-size="15" font-weight="700" letter-spacing="3" fill="${colours.kicker}">${escapeHtml(guide.landing.eyebrow.toUpperCase())}</text>
${textBlock(guide.landing.headline, 60, 150, 40, 17, `font-family="${SVG_SANS}" font-weight="800" fill="${colours.title}" letter-spacing="-1"`)}
${motif(guide.cover.motif, colours)}
<text x="60" y="${height - 44}" font-family="${SVG_SANS}" font-size="15" font-weight="700" fill="${colours.muted}">${escapeHtml(owner.name.toUpperCase())}</text>
</svg>
`;
}

const cardDesigns: Record<CardDesign, { tint: string; shapes: string }> = {
  glow: {
    tint: brand.accentSoft,
    shapes: `<circle cx="520" cy="70" r="120" fill="${ACCENT}" opacity=".14"/><circle cx="120" cy="330" r="70" fill="${ACCENT}" opacity=".1"/>`,
  },
  cream: {
    tint: WARM,
    shapes: `<circle cx="110" cy="60" r="100" fill="${ACCENT}" opacity=".12"/><rect x="470" y="240" width="150" height="150" rx="30" fill="${INK}" opacity=".06"/>`,
  },
  slate: {
    tint: "#eef0f3",
    shapes: `<rect x="40" y="40" width="160" height="90" rx="12" fill="${INK}" opacity=".08"/><circle cx="560" cy="300" r="110" fill="${ACCENT}" opacity=".14"/>`,
  },
};

/** The resource cards share one layout: a tinted panel with the guide's cover leaning on it. */
export function guideCardSvg(guide: GuideRecord, coverSvg: string): string {
  const design = cardDesigns[guide.card.design];
  const data = `data:image/svg+xml;base64,${Buffer.from(coverSvg).toString("base64")}`;
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 640 360" width="640" height="360">
<rect width="640" height="360" fill="${design.tint}"/>
${design.shapes}
<g transform="translate(236 34) rotate(-4 84 146)"><rect x="6" y="10" width="168" height="210" rx="6" fill="${INK}" opacity=".18"/><image width="168" height="210" href="${data}" xlink:href="${data}"/></g>
</svg>
`;
}

/** The default Open Graph image (1200x630): the owner, the home page's headline, the claims, the portrait (./portrait.mts, in the palette's roles). */
export function ogImageSvg(portraitSvg: string): string {
  const portrait = `data:image/svg+xml;base64,${Buffer.from(portraitSvg).toString("base64")}`;
  const claims = [owner.claims.views, owner.claims.years, owner.claims.businessOwners]
    .map(
      (claim, i) =>
        `<g transform="translate(${80 + i * 210} 470)"><text font-family="${SVG_SANS}" font-size="44" font-weight="800" fill="#fff">${escapeHtml(claim.value)}</text><text y="34" font-family="${SVG_SANS}" font-size="20" fill="${neutral.onDarkSoft}">${escapeHtml(claim.label)}</text></g>`,
    )
    .join("");
  return `<svg xmlns="http://www.w3.org/2000/svg" xmlns:xlink="http://www.w3.org/1999/xlink" viewBox="0 0 1200 630" width="1200" height="630">
<rect width="1200" height="630" fill="${DARK}"/>
<circle cx="1010" cy="300" r="300" fill="${ACCENT}" opacity=".16"/>
<rect width="1200" height="10" fill="${ACCENT}"/>
<text x="80" y="120" font-family="${SVG_SANS}" font-size="26" font-weight="700" letter-spacing="4" fill="${ACCENT_ON_DARK}">${escapeHtml(owner.name.toUpperCase())}</text>
${textBlock(home.hero.headline, 80, 200, 58, 26, `font-family="${SVG_SANS}" font-weight="800" fill="#fff" letter-spacing="-1.5"`)}
${claims}
<image x="820" y="90" width="320" height="400" href="${portrait}" xlink:href="${portrait}"/>
</svg>
`;
}
