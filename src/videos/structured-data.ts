import { describe, summaryOf } from "./description";
import { embedUrl, thumbnailPath, videoPath, watchUrl, type Video } from "./contract";
import { must } from "../must.ts";

/** A video's page's JSON-LD: a VideoObject (schema.org, Google's video guidelines) with a Clip per chapter. */
export function videoObjectSchema(video: Video, siteUrl: string): object {
  const { chapters } = describe(video.description, video.id, siteUrl);
  return {
    "@context": "https://schema.org",
    "@type": "VideoObject",
    name: video.title,
    description: summaryOf(video.description, video.title, 500),
    uploadDate: video.published,
    thumbnailUrl: [new URL(thumbnailPath(video.id), siteUrl).href],
    embedUrl: embedUrl(video.id),
    contentUrl: watchUrl(video.id),
    url: new URL(videoPath(video.slug), siteUrl).href,
    // The feed gives no duration: `duration` is left out rather than guessed.
    ...(chapters.length > 0
      ? {
          hasPart: chapters.map((chapter, index) => ({
            "@type": "Clip",
            name: chapter.title,
            startOffset: chapter.start,
            ...(chapters[index + 1] ? { endOffset: must(chapters[index + 1]).start } : {}),
            url: chapter.url,
          })),
        }
      : {}),
  };
}
