import { createContext, useContext } from "react";
import type { Video } from "./videos/contract";

/** What the worker loaded for a video page or a page of the list; server-side only, like the issues. */
export type VideosData = { kind: "list"; videos: readonly Video[]; page: number; more: boolean } | { kind: "video"; video: Video };

export const VideosContext = createContext<VideosData | undefined>(undefined);

export function useVideos(): VideosData | undefined {
  return useContext(VideosContext);
}
