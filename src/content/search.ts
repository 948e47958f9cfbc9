/** Words of the archive's search: its form (archive and issue pages), the results page and the owner's list of searches that found nothing. */
import { owner } from "./owner";
export const archiveSearch = {
  form: {
    label: "Search the archive",
    placeholder: "e.g. thumbnails",
    button: "Search",
  },
  results: {
    pageTitle: `Search the archive | ${owner.newsletterName}`,
    description: `Issues of ${owner.newsletterName} that mention the words you searched for.`,
    heading: "Search results",
    /** How many issues matched, said before the list. */
    found: (count: number, search: string) => `${count === 1 ? "1 issue mentions" : `${count} issues mention`} “${search}”, best match first.`,
    listLabel: "Matching issues",
    /** Nothing matched: the words as read, then a way back to every issue. */
    none: (search: string) => `No issue mentions “${search}”.`,
    noneHint: "Try fewer words, or the first letters of one.",
    wholeArchive: "See every issue in the archive",
  },
  limited: {
    pageTitle: `Too many searches | ${owner.newsletterName}`,
    heading: "Too many searches just now",
    text: (seconds: number) =>
      `Searches from your connection are paused for ${seconds} seconds, to keep the archive quick for everyone. Try again after that, or read the archive meanwhile.`,
  },
  unavailable: {
    pageTitle: `Search unavailable | ${owner.newsletterName}`,
    heading: "The search is unavailable just now",
    text: "The archive could not be searched this moment. Try again in a minute, or read the archive meanwhile.",
  },
  /** The owner's stats page (/internal/stats). */
  misses: {
    title: "Searches that found nothing",
    lead: "What readers searched the archive for and no issue mentions, most asked first (the 20 most asked in the period). Kept as words only, with the day: nothing about who searched.",
    search: "Search",
    count: "Times",
    none: "Every search in the period found an issue.",
    unavailable: "These searches could not be read just now.",
  },
} as const;
