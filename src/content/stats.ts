/** Words of the owner's stats page (/internal/stats). */
export const statsPage = {
  pageTitle: "Stats | Internal",
  description: "Internal: views, signups and confirmed subscribers per page, source, video and form.",
  title: "What converts",
  lead: (from: string, to: string) => `Views, visitors, signups and confirmed subscribers from ${from} to ${to} (UTC). Counted first-party, with no cookie.`,
  rangesLabel: "Period",
  range: (days: number) => `Last ${days} days`,
  totals: { views: "Views", visitors: "Visitors", signups: "Signups", confirmed: "Confirmed", signupRate: "Signup rate", confirmedRate: "Confirmed rate" },
  chartTitle: "Daily views, signups and confirmed",
  chartDescription: (views: number, signups: number, confirmed: number, days: number) =>
    `Bar chart of ${days} days: ${views} views, ${signups} signups and ${confirmed} confirmed in all. The table after it gives each day's numbers.`,
  dailyTable: "Each day's numbers",
  day: "Day",
  tables: {
    pages: { title: "Per page", key: "Page" },
    sources: { title: "Per source", key: "Source", medium: "Medium", campaign: "Campaign", content: "Content" },
    videos: { title: "Per YouTube video", key: "Video" },
    forms: {
      title: "Per form or guide",
      key: "Form",
      confirmedShare: "Confirmed of signups",
      note: "A form is on many pages, so its views and signup rate are in the tables per page and per source; here, the share of its signups that confirmed.",
    },
  },
  empty: "Nothing counted in this period yet.",
  jsonLink: "The same numbers as JSON",
  unavailable: "The stats could not be read just now. Try again in a minute.",
} as const;
