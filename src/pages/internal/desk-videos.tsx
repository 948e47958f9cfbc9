import { deskVideos as words, feedProblemInWords, videosPage } from "../../content/videos";
import { desk as deskWords } from "../../content/desk";
import { VIDEOS_OWNER_PATH, type DeskPart, type DeskVideos } from "../../internal/desk";
import { agoInWords } from "../../internal/ago";
import { starterAboutVideo } from "../../newsletter/starter";
import { DRAFTS_PATH, draftFields } from "../../publishing/drafts";
import { videoPath, watchUrl } from "../../videos/contract";
import * as css from "./inquiries.css";

/** The desk's channel: the newest upload with its page and "Start an issue about it", and the feed's last read or its failure in words. */
export function DeskVideosSection({ videos, now = Date.now() }: { videos: DeskPart<DeskVideos>; now?: number }) {
  return (
    <section aria-labelledby="channel">
      <h2 id="channel">{words.heading}</h2>
      {!videos.ok ? (
        <p className={css.notice}>{deskWords.missing[videos.missing]}</p>
      ) : (
        <>
          {videos.value.failing ? (
            <p className={css.notice} data-feed="failing">
              {words.failing(agoInWords(videos.value.failing.at, now), feedProblemInWords(videos.value.failing.problem))}
            </p>
          ) : null}
          <p data-videos-hidden={videos.value.hidden}>
            {videos.value.hidden > 0 ? `${words.hidden(videos.value.hidden)} ` : ""}
            <a className={css.link} href={VIDEOS_OWNER_PATH}>
              {words.manage}
            </a>
          </p>
          <p data-feed="last-read">{videos.value.lastReadAt ? words.lastRead(agoInWords(videos.value.lastReadAt, now)) : words.neverRead}</p>
          {videos.value.newest ? (
            <>
              <h3>
                {words.newest}: {videos.value.newest.title}
                {videos.value.newest.short ? ` (${videosPage.shortBadge})` : ""}
              </h3>
              <p>
                <a className={css.link} href={videoPath(videos.value.newest.slug)}>
                  {words.page}
                </a>
              </p>
              <form method="post" action={DRAFTS_PATH}>
                <input type="hidden" name={draftFields.text} value={starterAboutVideo(watchUrl(videos.value.newest.id))} />
                <input type="hidden" name={draftFields.title} value={videos.value.newest.title} />
                <button className={css.button} type="submit" data-start-issue={videos.value.newest.id}>
                  {words.startIssue}
                </button>
              </form>
            </>
          ) : (
            <p>{words.none}</p>
          )}
        </>
      )}
    </section>
  );
}
