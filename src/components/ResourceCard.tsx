import type { ResourceCard as Resource } from "../content/resources";
import { ContentImage } from "./ContentImage";
import * as css from "./ResourceCard.css";

/** One free resource: image, category, title, description and its download link. */
export function ResourceCard({ resource, categoryLabel, linkLabel }: { resource: Resource; categoryLabel: string; linkLabel: string }) {
  return (
    <article className={css.card}>
      <ContentImage className={css.image} image={resource.image} load="eager" />
      <div className={css.body}>
        <span className={css.category}>{categoryLabel}</span>
        <h2 className={css.title}>{resource.title}</h2>
        <p className={css.description}>{resource.description}</p>
        <a className={css.link} href={resource.link} aria-label={`${linkLabel}: ${resource.title}`}>
          {linkLabel} →
        </a>
      </div>
    </article>
  );
}
