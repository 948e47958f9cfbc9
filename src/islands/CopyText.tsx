import { useState } from "react";
import { referralProgressPage as content } from "../content/referrals";
import { island } from "../island";
import { useHydrated } from "../components/use-hydrated";
import * as button from "../components/button.css";
import * as css from "../components/referrals/referrals.css";

interface CopyTextProps {
  id: string;
  label: string;
  text: string;
  /** Several lines (a ready text) or one (a link). */
  multiline?: boolean;
}

/**
 * A text to share: readable and selectable without JavaScript; once the island runs, a button
 * copies it (the Clipboard API) and says so to screen readers.
 */
function CopyText({ id, label, text, multiline }: CopyTextProps) {
  const hydrated = useHydrated();
  const [copied, setCopied] = useState(false);
  const fieldId = `${id}-text`;
  async function copy() {
    try {
      await navigator.clipboard.writeText(text);
      setCopied(true);
    } catch {
      (document.getElementById(fieldId) as HTMLInputElement | HTMLTextAreaElement | null)?.select();
    }
  }
  return (
    <div className={css.copyRow}>
      <label htmlFor={fieldId} className={css.copyLabel}>
        {label}
      </label>
      {multiline ? (
        <textarea id={fieldId} className={css.copyField} readOnly rows={3} value={text} />
      ) : (
        <input id={fieldId} className={css.copyField} readOnly value={text} />
      )}
      {hydrated ? (
        <button type="button" className={button.secondary} onClick={() => void copy()} aria-describedby={`${id}-status`}>
          {copied ? content.copied : content.copy}
        </button>
      ) : null}
      <span id={`${id}-status`} role="status" className="visually-hidden">
        {copied ? content.copied : ""}
      </span>
    </div>
  );
}

export default CopyText;
export const CopyTextIsland = island("CopyText", CopyText, "load");
