import type { ReactNode } from "react";
import { speaker } from "../../content/speaker";
import * as css from "./EditorialProfile.css";

/** The magazine design's profile article: read time, drop cap, the story, a pull quote inside. */
export function EditorialProfile({ title, readTime, children }: { title: string; readTime: string; children?: ReactNode }) {
  return (
    <article className={css.article} aria-labelledby="profile-title">
      <header className={css.header}>
        <h2 id="profile-title" className={css.title}>
          {title}
        </h2>
        <p className={css.meta}>
          <span>By the editors</span>
          <span aria-hidden="true">·</span>
          <span className={css.readTime}>{readTime}</span>
        </p>
      </header>
      <div className={css.body}>
        <p className={css.first}>{speaker.shortBio}</p>
        {speaker.background.map((paragraph) => (
          <p key={paragraph}>{paragraph}</p>
        ))}
      </div>
      {children}
    </article>
  );
}
