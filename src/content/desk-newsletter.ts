/** Words of the newsletter's part of the desk (src/pages/internal/desk-newsletter.tsx). */
export const deskNewsletter = {
  heading: "The newsletter",
  latest: (title: string, date: string) => `Latest issue: ${title}, ${date}`,
  noIssue: "No issue on the web yet.",
  noIssueThisWeek: "No issue yet this week.",
  next: (title: string, date: string) => `Next: ${title}, ${date}`,
  noNext: "Nothing scheduled after today.",
  sitePeriod: "last 7 days",
  allResults: "Every issue's results",
} as const;
