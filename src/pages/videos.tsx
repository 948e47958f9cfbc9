import { IssueSignup } from "../sections/issue/IssueSignup";
import { VideoDescription } from "../components/videos/VideoDescription";
import { VideoFacade } from "../components/videos/VideoFacade";
import * as css from "../components/videos/videos.css";
import { videoPage, videosPage } from "../content/videos";
import { usePageContext } from "../page-context";
import { useVideos } from "../videos-context";
import { THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH, thumbnailPath, VIDEOS_PATH, videoPath, type Video } from "../videos/contract";
import { describe } from "../videos/description";

const dateFormat = new Intl.DateTimeFormat("en-US", { dateStyle: "long", timeZone: "UTC" });
export const videoDate = (iso: string) => dateFormat.format(new Date(iso));

const pageHref = (page: number) => (page <= 1 ? VIDEOS_PATH : `${VIDEOS_PATH}?page=${page}`);

function VideoCard({ video }: { video: Video }) {
  return (
    <li>
      <a className={css.card} href={videoPath(video.slug)}>
        <img className={css.thumbnail} src={thumbnailPath(video.id)} width={THUMBNAIL_WIDTH} height={THUMBNAIL_HEIGHT} alt="" loading="lazy" decoding="async" />
        <span className={css.cardTitle}>
          {video.title}
          {video.short ? <span className={css.badge}>{videosPage.shortBadge}</span> : null}
        </span>
        <time className={css.cardDate} dateTime={video.published}>
          {videoDate(video.published)}
        </time>
      </a>
    </li>
  );
}

/** /videos: the channel's uploads, newest first, a page at a time; Shorts marked. */
export function VideosPage() {
  const data = useVideos();
  const list = data?.kind === "list" ? data : { videos: [], page: 1, more: false };
  return (
    <div className={css.page}>
      <h1 className={css.title}>{list.page > 1 ? `${videosPage.heading}: ${videosPage.pageLabel(list.page)}` : videosPage.heading}</h1>
      <p className={css.lead}>{videosPage.lead}</p>
      {list.videos.length === 0 ? (
        <p>{videosPage.empty}</p>
      ) : (
        <ul className={css.grid} aria-label={videosPage.listLabel}>
          {list.videos.map((video) => (
            <VideoCard key={video.id} video={video} />
          ))}
        </ul>
      )}
      {list.page > 1 || list.more ? (
        <nav className={css.pager} aria-label={videosPage.listLabel}>
          {list.page > 1 ? (
            <a href={pageHref(list.page - 1)} rel="prev">
              {videosPage.newer}
            </a>
          ) : (
            <span />
          )}
          {list.more ? (
            <a href={pageHref(list.page + 1)} rel="next">
              {videosPage.older}
            </a>
          ) : null}
        </nav>
      ) : null}
      <IssueSignup id="videos-signup" heading={videoPage.signupHeading} text={videoPage.listSignupLead} />
    </div>
  );
}

/** /videos/<slug>: the player's facade, the date, the chapters and notes, then the newsletter's signup. */
export function VideoPage() {
  const data = useVideos();
  const { siteUrl } = usePageContext();
  if (data?.kind !== "video") return null;
  const { video } = data;
  return (
    <>
      <article className={css.prose} aria-labelledby="video-title">
        <a className={css.back} href={VIDEOS_PATH}>
          {videoPage.back}
        </a>
        <h1 id="video-title" className={css.title}>
          {video.title}
          {video.short ? <span className={css.badge}>{videosPage.shortBadge}</span> : null}
        </h1>
        <p className={css.meta}>
          {videoPage.published} <time dateTime={video.published}>{videoDate(video.published)}</time>
        </p>
        <VideoFacade id={video.id} title={video.title} />
        <p className={css.playNote}>{videoPage.playNote}</p>
        <VideoDescription view={describe(video.description, video.id, siteUrl)} />
      </article>
      <IssueSignup id="video-signup" heading={videoPage.signupHeading} text={videoPage.signupLead} />
    </>
  );
}
