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
  /** "Tuesday's issue: 77 clicks → 41 visits → 3 signups, 1 inquiry (Keynote)": the latest issue's links over the desk's week. */
  funnel: (date: string, f: { clicks: number | null; visitors: number; signups: number; inquiries: number; best?: string }) =>
    `${new Intl.DateTimeFormat("en-US", { weekday: "long", timeZone: "UTC" }).format(Date.parse(`${date}T12:00:00Z`))}'s issue: ${
      f.clicks === null ? "Kit's clicks not in yet" : `${f.clicks.toLocaleString("en-US")} ${f.clicks === 1 ? "click" : "clicks"}`
    } → ${f.visitors.toLocaleString("en-US")} ${f.visitors === 1 ? "visit" : "visits"} → ${f.signups.toLocaleString("en-US")} ${f.signups === 1 ? "signup" : "signups"}, ${f.inquiries.toLocaleString("en-US")} ${f.inquiries === 1 ? "inquiry" : "inquiries"}${f.best ? ` (${f.best})` : ""}`,
} as const;
