import { useContext } from "react";
import { videoPage as texts } from "../../content/videos";
import { IslandRegistryContext } from "../../island";
import { VIDEO_FACADE_MARK } from "../../island-markers";
import { embedUrl, THUMBNAIL_HEIGHT, THUMBNAIL_WIDTH, thumbnailPath, watchUrl } from "../../videos/contract";
import * as css from "./videos.css";

/** Attributes client/video-facade.ts reads to turn the link into a play button, then into the player. */
export const FACADE_ATTRIBUTE = "data-video-facade";

/**
 * YouTube's player as a facade: the site's own copy of the thumbnail and a play mark. Without
 * JavaScript it is a link to the video on YouTube; with it (client/video-facade.ts), a real
 * button that puts YouTube's privacy-enhanced player in its place, which is the first request to
 * any of Google's hosts.
 */
export function VideoFacade({ id, title }: { id: string; title: string }) {
  useContext(IslandRegistryContext)?.used.add(VIDEO_FACADE_MARK);
  return (
    <div className={css.player}>
      <a
        className={css.facade}
        href={watchUrl(id)}
        {...{
          [FACADE_ATTRIBUTE]: "",
          "data-embed": `${embedUrl(id)}?autoplay=1`,
          "data-play-label": texts.play(title),
          "data-player-title": texts.playerTitle(title),
          "data-frame-class": css.frame,
        }}
      >
        <img className={css.facadeImage} src={thumbnailPath(id)} width={THUMBNAIL_WIDTH} height={THUMBNAIL_HEIGHT} alt="" decoding="async" />
        <span className={css.playIcon} aria-hidden="true" />
        <span className="visually-hidden">{`${texts.play(title)} (${texts.watchOnYouTube})`}</span>
      </a>
    </div>
  );
}
