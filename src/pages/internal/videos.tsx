import { ownerVideos as words } from "../../content/videos";
import { VIDEOS_OWNER_PATH } from "../../internal/desk";
import { whenInWords } from "../../internal/when";
import { videoPath } from "../../videos/contract";
import * as css from "./inquiries.css";
import { OwnerNav } from "./owner-nav";
import { OutcomeNotice, type PostOutcome } from "./outcome-notice";

/** A video as the owner's list shows it. */
export interface OwnerVideoRow {
  id: string;
  slug: string;
  title: string;
  published: string;
  short: boolean;
  hidden: boolean;
}

export interface OwnerVideosPageProps {
  videos: OwnerVideoRow[];
  /** YOUTUBE_CHANNEL_ID is not set. */
  off?: boolean;
  /** What the last action came to, in words. */
  outcome?: PostOutcome;
  timeZone: string;
}

/**
 * /internal/videos: every video the site knows, newest first, each with one form post (no script
 * needed) to hide it from the site or show it again, confirmed by a checkbox the browser requires.
 */
export function OwnerVideosPage({ videos, off = false, outcome, timeZone }: OwnerVideosPageProps) {
  return (
    <div className={css.page}>
      <OwnerNav current={VIDEOS_OWNER_PATH} />
      <h1 id="page-title">{words.title}</h1>
      <p>{words.lead}</p>
      <OutcomeNotice outcome={outcome} />
      {off ? <p data-empty="">{words.off}</p> : videos.length === 0 ? <p data-empty="">{words.empty}</p> : null}
      <ol className={css.list} aria-labelledby="page-title">
        {videos.map((video) => {
          const action = video.hidden ? "show" : "hide";
          const confirmId = `confirm-${video.id}`;
          return (
            <li key={video.id} className={css.item} data-video={video.id} data-hidden={video.hidden ? "yes" : "no"}>
              <h2 className={css.address}>
                {video.title}
                {video.hidden ? ` (${words.hiddenBadge})` : ""}
              </h2>
              <p>
                {words.published} <time dateTime={video.published}>{whenInWords(video.published, timeZone)}</time>
                {video.hidden ? null : (
                  <>
                    {" · "}
                    <a className={css.link} href={videoPath(video.slug)}>
                      {words.page}
                    </a>
                  </>
                )}
              </p>
              <form method="post" action={`${VIDEOS_OWNER_PATH}/${video.id}/${action}`} className={css.search}>
                <label htmlFor={confirmId}>
                  <input type="checkbox" id={confirmId} name="confirm" value="yes" required />{" "}
                  {video.hidden ? words.confirmShow(video.title) : words.confirmHide(video.title)}
                </label>
                <button className={css.button} type="submit">
                  {video.hidden ? words.show : words.hide}
                </button>
              </form>
            </li>
          );
        })}
      </ol>
    </div>
  );
}
