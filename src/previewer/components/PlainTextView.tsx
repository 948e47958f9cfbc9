import { previewerTexts as texts } from "../../content/previewer";
import type { LazyResult } from "../use-lazy-result";
import * as code from "./CodeView.css";
import * as controls from "./controls.css";

/** The plain-text part of the email and its copy button. */
export function PlainTextView({ result, copied, onCopy }: { result: LazyResult<string>; copied: boolean; onCopy(text: string): void }) {
  if (result.status !== "ready") {
    return (
      <p className={controls.hint} role="status">
        {texts.loadingText}
      </p>
    );
  }
  return (
    <>
      <div className={controls.row}>
        <button type="button" className={controls.button.secondary} onClick={() => onCopy(result.value)}>
          {copied ? texts.copied : texts.copyText}
        </button>
      </div>
      {/* biome-ignore lint/a11y/useSemanticElements lint/a11y/noNoninteractiveTabindex: <pre> keeps the text's spaces; it scrolls, so the keyboard reaches it and the region names it */}
      <pre className={code.text} tabIndex={0} role="region" aria-label={texts.textTab} data-testid="plain-text">
        {result.value}
      </pre>
    </>
  );
}
