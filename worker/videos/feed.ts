import { VIDEO_ID_PATTERN, type FeedVideo } from "../../src/videos";
import { parseXml, XmlError, type XmlElement } from "./xml";

/** The namespaces of YouTube's channel feed (https://www.youtube.com/feeds/videos.xml?channel_id=…). */
const ATOM = "http://www.w3.org/2005/Atom";
const YT = "http://www.youtube.com/xml/schemas/2015";
const MEDIA = "http://search.yahoo.com/mrss/";

/**
 * YouTube allows 5,000 characters in a description; anything longer is not his (a broken feed or a
 * hostile one): kept to that, so a page and its row stay small.
 */
export const DESCRIPTION_MAX = 5000;
/** YouTube's titles are at most 100 characters. */
const TITLE_MAX = 200;

export interface ParsedFeed {
  videos: FeedVideo[];
  /** Entries left out, with why (a bad id, no title, no date): logged by the cron. */
  skipped: string[];
}

export class NotAFeed extends Error {
  constructor(
    message: string,
    readonly truncated: boolean,
  ) {
    super(message);
    this.name = "NotAFeed";
  }
}

const child = (element: XmlElement | undefined, ns: string, name: string) => element?.children.find((each) => each.ns === ns && each.name === name);
const textOf = (element: XmlElement | undefined) => element?.text.trim() ?? "";

function clip(text: string, max: number): string {
  if (text.length <= max) return text;
  // Never cut a surrogate pair in two.
  const cut = /[\uD800-\uDBFF]/.test(text[max - 2] ?? "") ? max - 2 : max - 1;
  return `${text.slice(0, cut)}…`;
}

const isoDate = (text: string) => (Number.isNaN(Date.parse(text)) ? undefined : new Date(text).toISOString());

function videoOf(entry: XmlElement, channelId: string): FeedVideo | string {
  const id = textOf(child(entry, YT, "videoId"));
  if (!VIDEO_ID_PATTERN.test(id)) return `an entry with the id ${JSON.stringify(id.slice(0, 40))}, not 11 characters of A-Z a-z 0-9 - _`;
  const channel = textOf(child(entry, YT, "channelId"));
  if (channel && channel !== channelId) return `the entry of ${id}, from the channel ${JSON.stringify(channel.slice(0, 40))}, not ${channelId}`;
  const group = child(entry, MEDIA, "group");
  const title = clip(textOf(child(group, MEDIA, "title")) || textOf(child(entry, ATOM, "title")), TITLE_MAX);
  if (!title) return `the entry of ${id}, without a title`;
  const published = isoDate(textOf(child(entry, ATOM, "published")));
  if (!published) return `the entry of ${id}, without a publication date`;
  const updated = isoDate(textOf(child(entry, ATOM, "updated"))) ?? published;
  const link =
    entry.children.find((each) => each.ns === ATOM && each.name === "link" && (each.attributes.rel ?? "alternate") === "alternate")?.attributes.href ?? "";
  const description = clip(textOf(child(group, MEDIA, "description")).replace(/\r\n?/g, "\n"), DESCRIPTION_MAX);
  return { id, title, description, published, updated, short: /\/shorts\//.test(link) };
}

/** The channel's videos from the feed's text; throws NotAFeed for anything that is not a whole Atom feed. */
export function parseChannelFeed(text: string, channelId: string): ParsedFeed {
  let root: XmlElement;
  try {
    root = parseXml(text);
  } catch (error) {
    if (error instanceof XmlError) throw new NotAFeed(`not well-formed XML: ${error.message}`, error.truncated);
    throw error;
  }
  if (root.ns !== ATOM || root.name !== "feed") throw new NotAFeed(`the root element is <${root.name}>, not an Atom <feed>`, false);
  const videos: FeedVideo[] = [];
  const skipped: string[] = [];
  for (const entry of root.children.filter((each) => each.ns === ATOM && each.name === "entry")) {
    const video = videoOf(entry, channelId);
    if (typeof video === "string") skipped.push(video);
    else videos.push(video);
  }
  return { videos, skipped };
}
