/** Words of the newsletter's part of the desk (src/pages/internal/desk-newsletter.tsx). */
export const deskNewsletter = {
  heading: "The newsletter",
  /** The title quoted: one that ends in a full stop reads "…alone.”, Thursday…", never "…alone., Thu". */
  latest: (title: string, when: string) => `Latest issue: “${title}”, ${when}`,
  timeZone: "Times are on your clock, {zone}.",
  noIssue: "No issue on the web yet.",
  noIssueThisWeek: "No issue yet this week.",
  next: (title: string, when: string) => `Next: “${title}”, ${when}`,
  noNext: "Nothing scheduled after today.",
  sitePeriod: "last 7 days",
  allResults: "Every issue's results",
} as const;
