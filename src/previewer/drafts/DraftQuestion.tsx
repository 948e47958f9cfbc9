import { draftTexts as texts } from "../../content/drafts";
import { fillTemplate } from "../../fill-template";
import * as controls from "../components/controls.css";
import { STYLE_LIST } from "../../newsletter/styles/index";
import { fieldsThatDiffer, whereTheyDiffer } from "./differ";
import * as css from "./DraftSync.css";
import { metaOf, type DraftQuestion } from "./sync-reducer";

const styleName = (key: string) => STYLE_LIST.find((entry) => entry.key === key)?.name ?? key;

/** A time of day as the draft's notes give it ("3:04:05 PM"). */
export const clock = (iso: string | null) =>
  iso ? new Intl.DateTimeFormat("en-US", { hour: "numeric", minute: "2-digit", second: "2-digit" }).format(Date.parse(iso)) : "";

/** The question between two texts, next to the editor: both (where they differ), each with "Keep this one". */
export function Question({ question, id, onNewer, onMine }: { question: DraftQuestion; id: string; onNewer(): void; onMine(): void }) {
  const ago = `at ${clock(question.newer.updatedAt)}`;
  const differ = whereTheyDiffer(question.mine.text, question.newer.text, texts.nothingHere);
  const newer = { text: question.newer.text, style: question.newer.style, meta: metaOf(question.newer) };
  const fields = fieldsThatDiffer(question.mine, newer, texts.fieldNames, styleName);
  // Each box: the fields that differ, then where the texts differ; never empty.
  const shown = (lines: string[], excerpt: string) => [...lines, ...(lines.length && excerpt ? [""] : []), excerpt].join("\n").trim() || undefined;
  return (
    <div className={controls.notice} role="alert" aria-labelledby={`${id}-conflict`} data-draft-question="">
      <h3 id={`${id}-conflict`} className={controls.hint}>
        <strong>{texts.conflictTitle}</strong>
      </h3>
      <p className={controls.hint}>{fillTemplate(texts.conflict, { ago })}</p>
      {differ.same ? <p className={controls.hint}>{texts.same}</p> : <p className={controls.hint}>{texts.differs}</p>}
      <div className={css.sides}>
        <Side
          id={`${id}-mine`}
          heading={texts.mineHeading}
          excerpt={shown(fields.mine, differ.mine)}
          side="mine"
          keepLabel={texts.keepThisMine}
          onKeep={onMine}
        />
        <Side
          id={`${id}-newer`}
          heading={fillTemplate(texts.newerHeading, { ago })}
          excerpt={shown(fields.newer, differ.newer)}
          side="newer"
          keepLabel={texts.keepThisNewer}
          onKeep={onNewer}
        />
      </div>
    </div>
  );
}

/** One of the question's two texts: its heading, where it differs, and "Keep this one". */
function Side({
  id,
  heading,
  excerpt,
  side,
  keepLabel,
  onKeep,
}: {
  id: string;
  heading: string;
  excerpt?: string;
  side: "mine" | "newer";
  keepLabel: string;
  onKeep(): void;
}) {
  return (
    <section className={css.side} aria-labelledby={id}>
      <h4 id={id} className={css.sideHeading}>
        {heading}
      </h4>
      {excerpt === undefined ? null : (
        <pre className={css.excerpt} data-side={side}>
          {excerpt}
        </pre>
      )}
      <button type="button" className={controls.button.secondary} onClick={onKeep} aria-label={keepLabel}>
        {texts.keepThis}
      </button>
    </section>
  );
}
