import type { ReactNode } from "react";
import { draftFormatHelp, previewerTexts as texts } from "../../content/previewer";
import type { Draft } from "../use-draft";
import * as controls from "./controls.css";
import * as css from "./previewer.css";
import * as editor from "./DraftEditor.css";

/**
 * The draft textarea, its saved state, Reset to sample (with undo) and the format cheat sheet;
 * `above` (the title, the draft's state on the site, a question) and `below` (its actions) beside it.
 * `onSite`: the site holds all of it, and says so beside the editor: no "Saved in this browser" too.
 */
export function DraftEditor({ draft, id, above, below, onSite = false }: { draft: Draft; id: string; above?: ReactNode; below?: ReactNode; onSite?: boolean }) {
  const hintId = `${id}-hint`;
  return (
    <div className={controls.stack}>
      <h2 className={css.cardHeading}>
        {texts.draftHeading}
        {draft.saved && !onSite ? <span className={editor.saved}>{texts.draftSaved}</span> : null}
      </h2>
      {draft.saved ? null : (
        <p className={controls.notice} role="alert">
          {texts.draftNotSaved}
        </p>
      )}
      {above}
      <div>
        <label htmlFor={id} className={editor.label}>
          {texts.draftLabel}
        </label>
        <textarea
          id={id}
          className={editor.textarea}
          value={draft.text}
          onChange={(event) => draft.edit(event.currentTarget.value)}
          aria-describedby={hintId}
          spellCheck
          rows={20}
        />
      </div>
      <p id={hintId} className={controls.hint}>
        {texts.draftHint}
      </p>
      <div className={controls.row}>
        <button type="button" className={controls.button.secondary} onClick={draft.reset}>
          {texts.resetDraft}
        </button>
        {draft.undoText !== null ? (
          <button type="button" className={controls.button.quiet} onClick={draft.undo}>
            {texts.undoReset}
          </button>
        ) : null}
      </div>
      <p className="visually-hidden" role="status">
        {draft.undoText !== null ? texts.resetDone : ""}
      </p>
      <details className={editor.help}>
        <summary className={editor.helpSummary}>{texts.formatSummary}</summary>
        <dl className={editor.helpList}>
          {draftFormatHelp.map((entry) => (
            <div key={entry.marker} className={editor.helpPair}>
              <dt className={editor.helpMarker}>{entry.marker}</dt>
              <dd className={editor.helpMeaning}>{entry.meaning}</dd>
            </div>
          ))}
        </dl>
      </details>
      {below}
    </div>
  );
}
