import { useCallback, useEffect, useRef, useState } from "react";
import { COPIED_INDICATOR_MS } from "../content/previewer";
import { writeClipboard } from "./clipboard";

export interface CopyState<Key extends string> {
  /** The button that copied in the last 2000 ms, or null. */
  copied: Key | null;
  /** Text the browser would not copy, offered for copying by hand; null otherwise. */
  manual: { key: Key; text: string } | null;
  copy(key: Key, text: string): Promise<void>;
  dismissManual(): void;
}

/** Copy buttons that show 'Copied!' for COPIED_INDICATOR_MS, then return to their label. */
export function useCopy<Key extends string>(): CopyState<Key> {
  const [copied, setCopied] = useState<Key | null>(null);
  const [manual, setManual] = useState<{ key: Key; text: string } | null>(null);
  const timer = useRef<ReturnType<typeof setTimeout> | undefined>(undefined);

  useEffect(() => () => clearTimeout(timer.current), []);

  const copy = useCallback(async (key: Key, text: string) => {
    clearTimeout(timer.current);
    if (await writeClipboard(text)) {
      setManual(null);
      setCopied(key);
      timer.current = setTimeout(() => setCopied(null), COPIED_INDICATOR_MS);
    } else {
      setCopied(null);
      setManual({ key, text });
    }
  }, []);

  const dismissManual = useCallback(() => setManual(null), []);
  return { copied, manual, copy, dismissManual };
}
