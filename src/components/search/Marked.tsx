import { markedParts } from "../../search/query";
import * as css from "./search.css";

/** A title or excerpt with the searched words in <mark>: text parts only, so React escapes every character. */
export function Marked({ text }: { text: string }) {
  return (
    <>
      {markedParts(text).map((part, index) =>
        part.marked ? (
          <mark key={index} className={css.mark}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
