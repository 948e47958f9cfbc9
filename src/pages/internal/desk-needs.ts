import { desk as words } from "../../content/desk";
import { issueList } from "../../content/publishing";
import { SIGNUPS_PAGE_PATH, type DeskData, type DeskPart } from "../../internal/desk";
import { ISSUES_PATH, kitAgainPath } from "../../publishing/contract";
import { STATS_PAGE_PATH } from "../../stats/contract";

// The desk's list of needs is worded once, for the page and for the weekly email (worker/internal/weekly-email.ts).
export interface Need {
  key: string;
  text: string;
  href: string;
  detail?: string;
  /** Words before the detail (default: when it was last raised). */
  detailLabel?: string;
  /** A confirmed post that deals with it here (a "Schedule it again"). */
  action?: { path: string; confirm: string; label: string };
}

/** The list of what needs the owner, from the parts that could be read. */
export function needsOf(data: DeskData): Need[] {
  const needs: Need[] = [];
  const has = <T>(p: DeskPart<T>, use: (value: T) => void) => p.ok && use(p.value);
  has(data.unansweredInquiries, (n) => n && needs.push({ key: "inquiries", text: words.unanswered(n), href: "/internal/inquiries" }));
  has(data.deadLetters, (n) => n && needs.push({ key: "dead-letters", text: words.deadLetters(n), href: SIGNUPS_PAGE_PATH }));
  has(
    data.kitDrafts,
    ({ waiting, refused }) => (waiting || refused) && needs.push({ key: "kit-drafts", text: words.kitDrafts(waiting, refused), href: "/internal/issues" }),
  );
  has(data.kitDrafts, ({ deleted = [] }) =>
    deleted.forEach(
      (issue) =>
        void needs.push({
          key: `kit-deleted-${issue.slug}`,
          text: words.kitDeleted(issue.title),
          href: `${ISSUES_PATH}#issue-${issue.slug}`,
          action: { path: kitAgainPath(issue.slug), confirm: issueList.actions.confirmKitAgain, label: issueList.actions.kitAgain },
        }),
    ),
  );
  has(data.experiments, (list) =>
    list.forEach((e) => {
      needs.push({ key: `experiment-${e.id}`, text: words.experiment(e.question, e.winner, e.state), href: STATS_PAGE_PATH });
    }),
  );
  has(data.guards, (list) =>
    list
      .filter((g) => g.above)
      .forEach((g) => {
        needs.push({ key: g.name, text: words.guards[g.name](g.thisWeek, g.usual), href: STATS_PAGE_PATH });
      }),
  );
  has(data.alerts, (list) =>
    list.forEach((a) => {
      const detail = words.alertDetail(a.name, a.lastDetails);
      needs.push({ key: `alert-${a.name}`, text: words.alert(a.name, a.count), href: SIGNUPS_PAGE_PATH, ...(detail ? { detail } : {}) });
    }),
  );
  return needs;
}
