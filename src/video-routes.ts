import { owner } from "./content/owner";
import { videoPage, videosPage } from "./content/videos";
import { VideoPage, VideosPage } from "./pages/videos";
import { definePage, type PageRoute } from "./route-types";
import { PLAYER_ORIGIN, thumbnailPath, VIDEOS_PATH, videoPath, type Video } from "./videos/contract";
import { summaryOf } from "./videos/description";
import { videoObjectSchema } from "./videos/structured-data";
import { SIGNUP_ERROR_PARAM, SIGNUP_QUERY } from "./signup/contract";

/** /videos, listing `videos` (newest first) in its structured data. */
export function videosRoute(videos: readonly Video[] = []): PageRoute {
  return definePage({
    path: VIDEOS_PATH,
    title: `${videosPage.title} | ${owner.name}`,
    description: videosPage.description,
    Page: VideosPage,
    // Its signup form's error, and a page of the list after the first (`?page=2`).
    query: [SIGNUP_ERROR_PARAM, "page"],
    structuredData: (siteUrl) => [
      {
        "@context": "https://schema.org",
        "@type": "CollectionPage",
        name: videosPage.title,
        url: new URL(VIDEOS_PATH, siteUrl).href,
        mainEntity: {
          "@type": "ItemList",
          itemListElement: videos.map((video, index) => ({
            "@type": "ListItem",
            position: index + 1,
            name: video.title,
            url: new URL(videoPath(video.slug), siteUrl).href,
          })),
        },
      },
    ],
  });
}

/** A video's page: its title, a summary of its notes, its thumbnail as the share image, VideoObject with its chapters. */
export function videoRoute(video: Video): PageRoute {
  return definePage({
    path: videoPath(video.slug),
    title: `${video.title} | ${videoPage.titleSuffix} by ${owner.name}`,
    description: summaryOf(video.description, video.title),
    Page: VideoPage,
    ogType: "video.other",
    ogImage: thumbnailPath(video.id),
    structuredData: (siteUrl) => [videoObjectSchema(video, siteUrl)],
    // Its facade becomes YouTube's privacy-enhanced player on play.
    frames: [PLAYER_ORIGIN],
    query: SIGNUP_QUERY,
  });
}
