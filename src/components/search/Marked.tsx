import { markedParts } from "../../search/query";
import * as css from "./search.css";
import { keyed } from "../keyed";

/** A title or excerpt with the searched words in <mark>: text parts only, so React escapes every character. */
export function Marked({ text }: { text: string }) {
  return (
    <>
      {keyed(markedParts(text)).map(([key, part]) =>
        part.marked ? (
          <mark key={key} className={css.mark}>
            {part.text}
          </mark>
        ) : (
          part.text
        ),
      )}
    </>
  );
}
