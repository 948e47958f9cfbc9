import { passwordRule, previewerLocked } from "../content/internal";
import * as css from "./errors.css";

/** Shown instead of the previewer while no PREVIEW_PASSWORD is set (production), or while the one set is too weak. */
export function PreviewerLockedPage({ weak = false }: { weak?: boolean }) {
  return (
    <section className={css.errorScreen}>
      <h1 className={css.title}>{previewerLocked.title}</h1>
      <p className={css.message}>{weak ? previewerLocked.weakLead : previewerLocked.lead}</p>
      {weak && <p className={css.message}>{passwordRule.charAt(0).toUpperCase() + passwordRule.slice(1)}.</p>}
      <p className={css.message}>{previewerLocked.howTo}</p>
      <pre className={css.stack}>
        <code>{previewerLocked.command}</code>
      </pre>
      <a className={css.homeLink} href="/">
        {previewerLocked.homeLink}
      </a>
    </section>
  );
}
