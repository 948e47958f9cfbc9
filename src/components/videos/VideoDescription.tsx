import { Fragment } from "react";
import { videoPage as texts } from "../../content/videos";
import type { DescriptionView, Segment } from "../../videos/description";
import * as css from "./videos.css";
import { keyed } from "../keyed";

function SegmentText({ segment }: { segment: Segment }) {
  if (segment.kind === "text") return <>{segment.text}</>;
  // His own links to this site are plain; every other address is his readers' to judge.
  return segment.external ? (
    <a href={segment.href} rel="nofollow ugc">
      {segment.text}
    </a>
  ) : (
    <a href={segment.href}>{segment.text}</a>
  );
}

/** The chapters, each a link to its moment on YouTube, then his notes as text with their links. */
export function VideoDescription({ view }: { view: DescriptionView }) {
  return (
    <>
      {view.chapters.length > 0 ? (
        <section aria-labelledby="video-chapters">
          <h2 id="video-chapters" className={css.sectionHeading}>
            {texts.chapters}
          </h2>
          <ol className={css.chapters}>
            {view.chapters.map((chapter) => (
              <li key={`${chapter.start}-${chapter.title}`}>
                <a href={chapter.url} rel="nofollow">
                  <span className={css.chapterTime}>{chapter.label}</span>
                  {chapter.title}
                </a>
              </li>
            ))}
          </ol>
        </section>
      ) : null}
      {view.paragraphs.length > 0 ? (
        <section aria-labelledby="video-about" className={css.description}>
          <h2 id="video-about" className={css.sectionHeading}>
            {texts.descriptionHeading}
          </h2>
          {keyed(view.paragraphs).map(([key, lines]) => (
            <p key={key}>
              {keyed(lines).map(([lineKey, segments], line) => (
                <Fragment key={lineKey}>
                  {line > 0 ? <br /> : null}
                  {keyed(segments).map(([segmentKey, segment]) => (
                    <SegmentText key={segmentKey} segment={segment} />
                  ))}
                </Fragment>
              ))}
            </p>
          ))}
        </section>
      ) : null}
    </>
  );
}
