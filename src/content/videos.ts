import type { FeedProblem, FeedProblemCode } from "../videos/feed-problem";
import { owner } from "./owner";

/** Words of the channel's pages (/videos, /videos/<slug>), the desk's video panel and the feed's failures. */

export const videosPage = {
  title: "Videos",
  heading: "Videos",
  lead: "Every video from the channel, newest first, each with its chapters and notes.",
  description: "Every YouTube video from the channel, newest first: watch here, jump to a chapter, and get the weekly newsletter.",
  shortBadge: "Short",
  shortsHeading: "Shorts",
  empty: "No videos yet: the first upload appears here within minutes.",
  newer: "Newer videos",
  older: "Older videos",
  pageLabel: (page: number) => `Page ${page}`,
  listLabel: "Videos",
};

export const videoPage = {
  back: "All videos",
  published: "Published",
  chapters: "Chapters",
  descriptionHeading: "About this video",
  descriptionCut: "The rest of the description is on YouTube.",
  watchOnYouTube: "Watch on YouTube",
  play: (title: string) => `Play: ${title}`,
  playerTitle: (title: string) => `YouTube video player: ${title}`,
  /** Said beside the play button, before anything is loaded from YouTube. */
  playNote: "Pressing play loads YouTube's player (youtube-nocookie.com).",
  signupHeading: "Get the weekly newsletter",
  signupLead: `${owner.newsletterName}: one 5-minute read a week with what worked on YouTube, like this video's ideas.`,
  /** On the list of videos: about the videos, not one of them. */
  listSignupLead: `${owner.newsletterName}: one 5-minute read a week with what worked on YouTube, like the ideas in these videos.`,
  titleSuffix: "Video",
  /** A VIDEO: line's title while the site does not know the video (the email and the issue's page). */
  fallbackTitle: "Watch the video",
};

/** The feed's failures, in words for the desk: one for each stored code (a code without words is a type error). */
export const feedFailures: { readonly [C in FeedProblemCode]: (problem: Extract<FeedProblem, { code: C }>) => string } = {
  status: ({ status }) => `YouTube's feed answered ${status} instead of the feed.`,
  timeout: ({ seconds }) => `YouTube's feed did not answer within ${seconds} seconds.`,
  network: () => "The site could not reach YouTube's feed.",
  truncated: () => "YouTube's feed answer was cut short: nothing was changed.",
  "not-feed": () => "YouTube's feed answered with something that is not the feed (a web page?): nothing was changed.",
};

/** A stored feed problem in words. */
export const feedProblemInWords = (problem: FeedProblem): string => (feedFailures[problem.code] as (problem: FeedProblem) => string)(problem);

/** The desk's part about the channel (/internal). */
export const deskVideos = {
  heading: "Your channel",
  newest: "Newest upload",
  none: "No upload is known yet: the feed is read every 5 minutes.",
  page: "Its page on the site",
  startIssue: "Start an issue about it",
  lastRead: (when: string) => `The channel's feed was last read ${when}.`,
  neverRead: "The channel's feed has not been read yet: the first read comes within 5 minutes.",
  failing: (when: string, text: string) =>
    `The feed is failing: ${text} (${when}). The videos already on the site stay as they are; the next read is within 5 minutes.`,
  hidden: (count: number) => (count === 1 ? "1 video is hidden from the site." : `${count} videos are hidden from the site.`),
  manage: "Hide or show videos",
};

/** A hidden video's page (410 Gone). */
export const goneVideo = {
  code: "410",
  title: "This video is no longer on the site",
  pageTitle: "Video removed",
  listLink: "See every video",
} as const;

/** The owner's list of the channel's videos (/internal/videos). */
export const ownerVideos = {
  title: "Videos on the site",
  description: "Every video the site knows, newest first: hide one from the site, or show it again.",
  lead: "Every video the site knows from the channel's feed, newest first. A hidden video's page answers \"gone\", it leaves the list of videos and the sitemap, and issues that name it show only the link to YouTube.",
  empty: "No video is known yet: the feed is read every 5 minutes.",
  off: "The channel is off (YOUTUBE_CHANNEL_ID is not set): there are no videos on the site.",
  hiddenBadge: "Hidden",
  published: "Published",
  page: "Its page",
  hide: "Hide from the site",
  show: "Show again",
  confirmHide: (title: string) => `Yes, hide "${title}" from the site`,
  confirmShow: (title: string) => `Yes, show "${title}" on the site again`,
  outcome: {
    hidden: (title: string) => `"${title}" is hidden from the site. Its page answers "gone" and it left the list and the sitemap.`,
    shown: (title: string) => `"${title}" is on the site again.`,
    unconfirmed: "Nothing changed: tick the box to confirm.",
    unknown: "Nothing changed: the site does not know that video.",
  },
} as const;
