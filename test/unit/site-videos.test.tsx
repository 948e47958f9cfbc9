// @vitest-environment happy-dom
import { act } from "react";
import { createRoot } from "react-dom/client";
import { afterEach, beforeAll, describe, expect, it, vi } from "vitest";
import { parseDraft } from "../../src/newsletter/draft";
import { type DraftVideos, useSiteVideos } from "../../src/previewer/use-site-videos";
import { watchUrl } from "../../src/videos/contract";

/**
 * The previewer's question to the site about the draft's videos (GET /internal/videos/lines):
 * an answer that did not come is asked again, so a card does not keep "Watch the video" for the
 * rest of the session after one busy moment or a dropped connection.
 */

const ID = "dQw4w9WgXcQ";
const content = parseDraft(`HEADLINE: One video\n\nIntro.\n\nVIDEO: ${watchUrl(ID)}\n\n# A section\n\nText.`);
const answer = { channel: true, titles: { [ID]: "Retention that lasts" }, hidden: [] };

let seen: DraftVideos | undefined;
function Probe() {
  seen = useSiteVideos(content);
  return null;
}

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(() => {
  vi.useRealTimers();
  vi.unstubAllGlobals();
  seen = undefined;
});

async function mount() {
  const root = createRoot(document.createElement("div"));
  await act(async () => root.render(<Probe />));
  return root;
}

function DraftProbe({ draft }: { draft: ReturnType<typeof parseDraft> }) {
  seen = useSiteVideos(draft);
  return null;
}

describe("useSiteVideos", () => {
  it("asks again after a failed answer and a refused one, then shows the title", async () => {
    vi.useFakeTimers();
    const fetch = vi
      .fn()
      .mockRejectedValueOnce(new TypeError("Failed to fetch"))
      .mockResolvedValueOnce(new Response("busy", { status: 503 }))
      .mockResolvedValue(Response.json(answer));
    vi.stubGlobal("fetch", fetch);
    const root = await mount();
    expect(fetch).toHaveBeenCalledTimes(1);
    expect(seen?.shown.titles).toEqual({});
    expect(seen?.checked).toBeUndefined();
    await act(async () => void (await vi.advanceTimersByTimeAsync(1_000)));
    expect(fetch).toHaveBeenCalledTimes(2);
    await act(async () => void (await vi.advanceTimersByTimeAsync(2_000)));
    expect(fetch).toHaveBeenCalledTimes(3);
    expect(seen?.shown.titles).toEqual(answer.titles);
    expect(seen?.checked).toEqual({ titles: answer.titles, hidden: [] });
    await act(async () => void (await vi.advanceTimersByTimeAsync(60_000)));
    expect(fetch).toHaveBeenCalledTimes(3);
    await act(async () => root.unmount());
  });

  it("asks again as soon as the browser is back online", async () => {
    vi.useFakeTimers();
    const fetch = vi.fn().mockRejectedValueOnce(new TypeError("Failed to fetch")).mockResolvedValue(Response.json(answer));
    vi.stubGlobal("fetch", fetch);
    const root = await mount();
    await act(async () => void window.dispatchEvent(new Event("online")));
    await act(async () => void (await vi.advanceTimersByTimeAsync(0)));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(seen?.shown.titles).toEqual(answer.titles);
    await act(async () => root.unmount());
  });
  it("keeps the title of an answer that came after the draft stopped naming the video, for when it names it again", async () => {
    let answered: (response: Response) => void = () => {};
    const fetch = vi
      .fn()
      .mockReturnValueOnce(new Promise<Response>((resolve) => (answered = resolve)))
      .mockReturnValue(new Promise<Response>(() => {}));
    vi.stubGlobal("fetch", fetch);
    const root = createRoot(document.createElement("div"));
    await act(async () => root.render(<DraftProbe draft={content} />));
    expect(fetch).toHaveBeenCalledTimes(1);
    // The text changes before the site answers: the draft names no video for a moment.
    await act(async () => root.render(<DraftProbe draft={parseDraft("HEADLINE: No video\n\nIntro.")} />));
    await act(async () => answered(Response.json(answer)));
    expect(seen?.shown.titles).toEqual(answer.titles);
    expect(seen?.checked).toEqual({ titles: {}, hidden: [] });
    // Named again: its card has its title at once; the checks wait for the new answer.
    await act(async () => root.render(<DraftProbe draft={content} />));
    expect(fetch).toHaveBeenCalledTimes(2);
    expect(seen?.shown.titles).toEqual(answer.titles);
    expect(seen?.checked).toBeUndefined();
    await act(async () => root.unmount());
  });
});
