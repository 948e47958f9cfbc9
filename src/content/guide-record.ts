/**
 * What one free guide is made of (a record in ./guides.ts), and the addresses derived from it:
 * each path and file name is written once, in the record, and every other place reads it here.
 * No imports: the asset scripts load this in Node.
 */

export interface FitList {
  heading: string;
  forYouTitle: string;
  forYou: readonly string[];
  notForYouTitle: string;
  notForYou: readonly string[];
}

export interface Testimonial {
  quote: string;
  name: string;
  role: string;
}

/** The section between "What's inside" and the closing form. */
export type GuideBelowForm = ({ kind: "fit" } & FitList) | { kind: "testimonials"; eyebrow: string; heading: string; testimonials: readonly Testimonial[] };

export interface GuideDocumentSection {
  heading: string;
  /** "check" items print with a tick box, "step" items are numbered. */
  style: "check" | "step" | "bullet";
  items: readonly string[];
}

/** The PDF's text (scripts/assets/guide-pdf.mts draws it). */
export interface GuideDocument {
  kicker: string;
  title: string;
  subtitle: string;
  intro: string;
  sections: readonly GuideDocumentSection[];
  closing: string;
}

/** The cover's colours (background, title, kicker) and its drawing; scripts/assets/guide-images.mts draws them. */
export type CoverScheme = "dark" | "charcoal" | "accent" | "warm";
export type CoverMotif = "chart" | "checklist" | "thumbnail-swap";
/** The resources card's tint and shapes behind the leaning cover. */
export type CardDesign = "glow" | "cream" | "slate";

export interface GuideRecord {
  /** The signup's `magnet`, the key of its Kit tag id in KIT_TAG_IDS, and the name of its cover and card images. */
  slug: string;
  /** The download's title, on its thank-you page and for the signup. */
  title: string;
  /** The landing page; the thank-you page is `<path>/thank-you`. */
  path: string;
  /** The name of the Kit tag its subscribers get: create it in Kit and put its id in KIT_TAG_IDS under the slug. */
  kitTag: string;
  /** Titles and descriptions of its landing and thank-you pages (the owner's name is appended). */
  seo: { landing: { title: string; description: string }; thankYou: { title: string; description: string } };
  cover: { alt: string; scheme: CoverScheme; motif: CoverMotif };
  /** The PDF's file name in public/downloads/, and the label of its download button. */
  download: { file: string; label: string };
  landing: {
    eyebrow: string;
    headline: string;
    lead: string;
    insideTitle: string;
    inside: readonly string[];
    formHeading: string;
    formText: string;
    buttonLabel: string;
    privacyNote: string;
  };
  belowForm: GuideBelowForm;
  thankYou: { headline: string; lead: string };
  /** Its card on /resources. */
  card: { title: string; description: string; category: "youtube-growth" | "content-creation"; design: CardDesign };
  document: GuideDocument;
}

const COVER_SIZE = { width: 480, height: 600 } as const;
const CARD_SIZE = { width: 640, height: 360 } as const;

/** Every address of a guide, derived from its record. */
export function guideAddresses(guide: Pick<GuideRecord, "slug" | "path" | "download">) {
  return {
    landingPath: guide.path,
    thankYouPath: `${guide.path}/thank-you`,
    downloadHref: `/downloads/${guide.download.file}`,
    coverSrc: `/images/guides/${guide.slug}.svg`,
    cardSrc: `/images/resources/${guide.slug}.svg`,
  };
}

/** The cover as an image source for the pages. */
export function guideCover(guide: GuideRecord) {
  return { src: guideAddresses(guide).coverSrc, alt: guide.cover.alt, ...COVER_SIZE };
}

/** The card's image as an image source (decorative: the card's title says what it is). */
export function guideCardImage(guide: GuideRecord) {
  return { src: guideAddresses(guide).cardSrc, alt: "", ...CARD_SIZE };
}
