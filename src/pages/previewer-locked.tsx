import { previewerLocked } from "../content/internal";
import * as css from "./errors.css";

/** Shown instead of the previewer in production while no PREVIEW_PASSWORD is set. */
export function PreviewerLockedPage() {
  return (
    <section className={css.errorScreen}>
      <h1 className={css.title}>{previewerLocked.title}</h1>
      <p className={css.message}>{previewerLocked.lead}</p>
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
