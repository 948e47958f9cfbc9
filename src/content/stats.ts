/** Words of the owner's stats page (/internal/stats). */
export const statsPage = {
  pageTitle: "Stats | Internal",
  description: "Internal: views, signups, confirmed subscribers, booking clicks and speaker inquiries per page, source, video, form and experiment.",
  title: "What converts",
  lead: (from: string, to: string) => `Views, visitors, signups, confirmed subscribers, booking clicks and speaker inquiries from ${from} to ${to} (UTC). Counted first-party, with no cookie.`,
  rangesLabel: "Period",
  range: (days: number) => `Last ${days} days`,
  totals: { views: "Views", visitors: "Visitors", signups: "Signups", confirmed: "Confirmed", signupRate: "Signup rate", confirmedRate: "Confirmed rate", bookings: "Booking clicks", inquiries: "Inquiries" },
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
  experiments: {
    title: "Experiments",
    none: "No experiment ran in this period.",
    variant: "Variant",
    control: "(control)",
    conversions: "Conversions",
    rate: "Rate",
    beatsControl: "Chance to beat control",
    best: "Chance to be best",
    goal: { signup: "newsletter and guide signups", booking: "clicks on a booking button", inquiry: "speaker inquiries sent" } as Record<string, string>,
    goalOfForm: (form: string) => `signups of the ${form} form`,
    summary: (page: string, start: string, end: string, goal: string, state: string) => `On ${page}, ${start} to ${end} (${state}). Goal: ${goal}.`,
    states: { scheduled: "not started", running: "running", ended: "ended" },
    verdict: {
      "not-enough-data": (visitors: number, conversions: number) =>
        `Not enough data yet: a verdict needs ${visitors} visitors in every variant and ${conversions} conversions in all.`,
      "no-winner-yet": (share: number) => `No clear winner yet: no variant is best with ${share}% probability.`,
      winner: (variant: string, share: number) => `"${variant}" is the best variant with at least ${share}% probability.`,
    },
    method:
      "Chances come from a Beta-Binomial model: each variant's rate has a Beta(1 + conversions, 1 + visitors − conversions) posterior, compared exactly with the control's and integrated for the best of all.",
  },
  empty: "Nothing counted in this period yet.",
  jsonLink: "The same numbers as JSON",
  unavailable: "The stats could not be read just now. Try again in a minute.",
} as const;
