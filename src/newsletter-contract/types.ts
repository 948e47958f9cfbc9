/** The newsletter as the owner writes it: plain data, independent of any email design. */

export interface CtaContent {
  /** Sentence introducing the button. */
  text: string;
  buttonText: string;
  /** https URL the button opens. */
  url: string;
}

export interface FooterContent {
  /** Shown to readers who got the email from a friend, next to the signup link. */
  forwardText: string;
  /** https URL of the signup page. */
  signupLink: string;
  /** Text of the unsubscribe link (the link itself is Kit's merge tag). */
  unsubscribeText: string;
  cta: CtaContent;
}

export type SectionLevel = 1 | 2;

export interface Section {
  title: string;
  level: SectionLevel;
  /** Text blocks, one paragraph or callout each (see blocks.ts for the kinds). */
  content: string[];
}

export interface NewsletterContent {
  /** Opening paragraph(s); blank lines separate paragraphs. May hold inline HTML. */
  intro: string;
  /** One-line teaser: the inbox preview text and the lead under the masthead. */
  hook: string;
  footer: FooterContent;
  sections: Section[];
}

export const STYLE_KEYS = ["minimal", "bold", "sidebar", "magazine", "hybrid", "editorial"] as const;

export type StyleKey = (typeof STYLE_KEYS)[number];

export interface RenderOptions {
  /** Newsletter name for the masthead and the document title. */
  newsletterName?: string;
  /** The issue's page on the site, linked as "View in browser" above the email (https only). */
  webUrl?: string;
  /** The site's origin, for a VIDEO: block's thumbnail and page; the footer's signup link's when absent. */
  siteUrl?: string;
  /** Titles of the videos the site knows, by YouTube id (a VIDEO: block shows its video's). */
  videoTitles?: Readonly<Record<string, string>>;
  /** Ids of the videos hidden from the site (/internal/videos): a VIDEO: block naming one is the watch link only. */
  hiddenVideos?: readonly string[];
  /** The issue's slug: every link to the site carries the issue's tags (utm_campaign is this). */
  campaign?: string;
}

/** The videos an issue's VIDEO: lines name, as the site knows them when its page is made. */
export interface IssueVideos {
  /** Titles by YouTube id, of the videos the site shows. */
  titles: Readonly<Record<string, string>>;
  /** Ids of the named videos he hid from the site: their lines are the watch link only. */
  hidden: readonly string[];
}
