import type { Counts } from "../../src/stats";

/** The counts of one row of a table (a page, a source, a variant), with the visitors behind them. */
export class Tally {
  views = 0;
  signups = 0;
  confirmed = 0;
  bookings = 0;
  inquiries = 0;
  readonly visitorIds = new Set<string>();
  /** Visitors with a counted view that day who signed up (confirmed), as `visitor|day`. */
  readonly signedUp = new Set<string>();
  readonly confirmedIds = new Set<string>();
  counts(): Counts {
    return {
      views: this.views,
      visitors: this.visitorIds.size,
      signups: this.signups,
      confirmed: this.confirmed,
      bookings: this.bookings,
      inquiries: this.inquiries,
      signupRate: this.rateOf(this.signedUp),
      confirmedRate: this.rateOf(this.confirmedIds),
    };
  }
  /** Converting visitors among this row's visitors, per visitor: at most 1. */
  private rateOf(converted: Set<string>): number {
    if (this.visitorIds.size === 0) return 0;
    let among = 0;
    for (const key of converted) if (this.visitorIds.has(key.slice(0, key.indexOf("|")))) among++;
    return Math.min(1, among / this.visitorIds.size);
  }
}
