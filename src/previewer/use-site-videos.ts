import { useEffect, useMemo, useState } from "react";
import type { NewsletterContent } from "../newsletter-contract/types";
import type { SiteVideos } from "../presend-checks/video-lines";
import { videoBlocksOf } from "../presend-checks/video-lines";
import { VIDEO_LINES_PATH, type VideoLinesAnswer } from "../videos/contract";
import { must } from "../must.ts";

export interface DraftVideos {
  /** Titles and hidden videos for the preview's cards: every answer so far (a card keeps its title while another is looked up). */
  shown: SiteVideos;
  /** What the site knows of exactly the draft's videos, for the checks; undefined until it answered (or without a channel). */
  checked: SiteVideos | undefined;
}

const NONE: SiteVideos = { titles: {}, hidden: [] };
/** Waits before asking again after an answer that did not come (offline, a busy site): 1 s, 2 s, … up to 30 s. */
const retryDelay = (attempt: number) => Math.min(1000 * 2 ** attempt, 30_000);

/**
 * What the site knows of the videos the draft's VIDEO: lines name (GET /internal/videos/lines),
 * asked once for each new set of videos: the preview shows each card with its title, and the
 * checks say which video the site does not know or hides, as the Publish form's checks will.
 */
export function useSiteVideos(content: NewsletterContent): DraftVideos {
  const ids = useMemo(() => [...new Set(videoBlocksOf(content).flatMap(({ block }) => (block.id ? [block.id] : [])))].sort().join(","), [content]);
  const [answers, setAnswers] = useState<{ ids: string; channel: boolean; videos: SiteVideos }>({ ids: "", channel: true, videos: NONE });
  const [attempt, setAttempt] = useState({ ids: "", count: 0 });

  useEffect(() => {
    if (ids === "") return;
    let current = true;
    let retry: ReturnType<typeof setTimeout> | undefined;
    // An answer that did not come is asked again, sooner when the browser is back online; the
    // cards keep the titles they had meanwhile, and no video is called unknown.
    const askAgain = () => {
      if (current) setAttempt((before) => ({ ids, count: before.ids === ids ? before.count + 1 : 1 }));
    };
    const failed = () => {
      if (!current) return;
      retry = setTimeout(askAgain, retryDelay(attempt.ids === ids ? attempt.count : 0));
      window.addEventListener("online", askAgain, { once: true });
    };
    fetch(`${VIDEO_LINES_PATH}?ids=${encodeURIComponent(ids)}`, { credentials: "same-origin", headers: { Accept: "application/json" } })
      .then((response) => (response.ok ? (response.json() as Promise<VideoLinesAnswer>) : undefined))
      .then((answer) => {
        if (!answer) return failed();
        setAnswers((before) => {
          const videos = answer.channel
            ? { titles: { ...before.videos.titles, ...answer.titles }, hidden: answer.hidden.concat(before.videos.hidden.filter((id) => !answer.titles[id])) }
            : NONE;
          // An answer for a set of videos the draft no longer names still gives its cards their titles
          // (the draft may name them again); only the current set's answer decides the checks.
          return current ? { ids, channel: answer.channel, videos } : { ...before, videos: answer.channel ? videos : before.videos };
        });
      })
      .catch(failed);
    return () => {
      current = false;
      clearTimeout(retry);
      window.removeEventListener("online", askAgain);
    };
    // `attempt` is the trigger to ask again; it is read only for the delay.
  }, [ids, attempt]);

  const checked = useMemo(() => {
    if (ids === "") return NONE;
    if (answers.ids !== ids || !answers.channel) return undefined;
    const wanted = ids.split(",");
    const titles = Object.fromEntries(wanted.filter((id) => Object.hasOwn(answers.videos.titles, id)).map((id) => [id, must(answers.videos.titles[id])]));
    return { titles, hidden: answers.videos.hidden.filter((id) => wanted.includes(id)) };
  }, [answers, ids]);
  return { shown: answers.videos, checked };
}
