import { draftTexts as texts } from "../../content/drafts";
import { publishFields as fields } from "../../publishing/contract";
import { UNSAVED_PREVIEW_PATH } from "../../publishing/drafts";
import * as controls from "../components/controls.css";

export interface PreviewWebFormProps {
  id: string;
  title: string;
  slug: string;
  date: string;
  style: string;
  draftText: string;
}

/**
 * "Preview the web page": the draft as the editor holds it, saved or not, posted to the owner's
 * preview in a new tab (a plain form: no script in the preview, its own strict CSP).
 */
export function PreviewWebForm({ id, title, slug, date, style, draftText }: PreviewWebFormProps) {
  return (
    <form method="post" action={UNSAVED_PREVIEW_PATH} target="_blank" className={controls.stack} rel="noopener">
      <input type="hidden" name={fields.title} value={title} />
      <input type="hidden" name={fields.slug} value={slug} />
      <input type="hidden" name={fields.date} value={date} />
      <input type="hidden" name={fields.style} value={style} />
      <input type="hidden" name={fields.draft} value={draftText} />
      <div className={controls.row}>
        <button type="submit" className={controls.button.secondary} aria-describedby={`${id}-preview-hint`}>
          {texts.previewWeb}
        </button>
      </div>
      <p id={`${id}-preview-hint`} className={controls.hint}>
        {texts.previewWebHint}
      </p>
    </form>
  );
}
