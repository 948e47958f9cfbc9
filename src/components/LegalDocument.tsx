import { LEGAL_LAST_UPDATED, lastUpdatedLabel, type LegalDocument as Document } from "../content/legal";
import { LegalText } from "./LegalText";
import * as css from "./LegalDocument.css";

function Paragraphs({ texts }: { texts?: readonly string[] }) {
  return texts?.map((text) => (
    <p key={text}>
      <LegalText text={text} />
    </p>
  ));
}

/** A policy page: title, last-updated date, then its sections in reading order. */
export function LegalDocument({ document }: { document: Document }) {
  return (
    <article className={css.article}>
      <header className={css.header}>
        <h1 className={css.title}>{document.title}</h1>
        <p className={css.updated}>
          {lastUpdatedLabel} {LEGAL_LAST_UPDATED}
        </p>
        <p className={css.lead}>
          <LegalText text={document.lead} />
        </p>
      </header>
      {document.sections.map((section) => (
        <section key={section.heading} id={section.id} className={css.section}>
          <h2 className={css.heading}>{section.heading}</h2>
          <Paragraphs texts={section.paragraphs} />
          {section.list ? (
            <ul>
              {section.list.map((item) => (
                <li key={item}>
                  <LegalText text={item} />
                </li>
              ))}
            </ul>
          ) : null}
          <Paragraphs texts={section.after} />
        </section>
      ))}
    </article>
  );
}
