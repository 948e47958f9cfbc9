import { previewerTexts as texts } from "../../content/previewer";
import * as controls from "./controls.css";
import * as css from "./previewer.css";

export type CopyTarget = "html" | "body" | "text";

/** Copy HTML, the body-only copy for Kit, and the code toggle. */
export function ExportActions({
  copied,
  onCopy,
  showCode,
  onToggleCode,
  codeId,
}: {
  copied: CopyTarget | null;
  onCopy(target: "html" | "body"): void;
  showCode: boolean;
  onToggleCode(): void;
  /** The code view the toggle shows and hides. */
  codeId: string;
}) {
  return (
    <div className={controls.stack}>
      <h2 className={css.cardHeading}>{texts.exportHeading}</h2>
      <button type="button" className={controls.button.primary} onClick={() => onCopy("html")}>
        {copied === "html" ? texts.copied : texts.copyHtml}
      </button>
      <button type="button" className={controls.button.secondary} onClick={() => onCopy("body")}>
        {copied === "body" ? texts.copied : texts.copyBody}
      </button>
      <p className={controls.hint}>{texts.copyBodyHint}</p>
      <button type="button" className={controls.button.secondary} aria-pressed={showCode} aria-controls={showCode ? codeId : undefined} onClick={onToggleCode}>
        {showCode ? texts.hideCode : texts.showCode}
      </button>
    </div>
  );
}
