import type { ReactNode } from "react";
import { issuePath } from "../../newsletter/paths";
import { formatIssueDate } from "../../newsletter/web";
import * as css from "./issue.css";

/** One issue in a list of issues (the archive, a search's results): its date, its title as a link to it, and a line of its text. */
export function ArchiveItem({ slug, date, title, text }: { slug: string; date: string; title: ReactNode; text: ReactNode }) {
  return (
    <li className={css.archiveItem}>
      <time className={css.meta} dateTime={date}>
        {formatIssueDate(date)}
      </time>
      <h2 className={css.archiveTitle}>
        <a className={css.archiveLink} href={issuePath(slug)}>
          {title}
        </a>
      </h2>
      <p className={css.archiveHook}>{text}</p>
    </li>
  );
}
