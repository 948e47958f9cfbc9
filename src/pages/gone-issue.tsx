import { goneIssue } from "../content/publishing";
import { ARCHIVE_PATH } from "../newsletter/paths";
import * as css from "./errors.css";

/** An issue the owner took off the web (410 Gone). */
export function GoneIssuePage() {
  return (
    <section className={css.errorScreen}>
      <p className={css.code} aria-hidden="true">
        {goneIssue.code}
      </p>
      <h1 className={css.title}>
        <span className="visually-hidden">{goneIssue.code}: </span>
        {goneIssue.title}
      </h1>
      <a className={css.homeLink} href={ARCHIVE_PATH}>
        {goneIssue.archiveLink}
      </a>
    </section>
  );
}
