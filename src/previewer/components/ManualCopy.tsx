import { useEffect, useRef } from "react";
import * as controls from "./controls.css";

/** When the browser will not copy: the text, selected, to copy by hand. */
export function ManualCopy({
  message,
  text,
  label,
  closeLabel,
  onClose,
}: {
  message: string;
  text: string;
  label: string;
  closeLabel: string;
  onClose(): void;
}) {
  const area = useRef<HTMLTextAreaElement>(null);
  // biome-ignore lint/correctness/useExhaustiveDependencies: a new text to copy is what selects the field again
  useEffect(() => {
    area.current?.focus();
    area.current?.select();
  }, [text]);
  return (
    <div className={controls.stack} role="alert">
      <p className={controls.notice}>{message}</p>
      <textarea ref={area} readOnly value={text} aria-label={label} className={controls.manualText} />
      <div>
        <button type="button" className={controls.button.quiet} onClick={onClose}>
          {closeLabel}
        </button>
      </div>
    </div>
  );
}
