/**
 * The view beacon: one POST to /api/view per page view, after `load`, once the page is neither
 * prerendering nor hidden (a prefetched or background page is not a view), and one per click on a
 * booking action (`data-goal`, the speaker pages' buttons to the inquiry form). Each names the
 * experiment variant the page shows, when the worker rendered one that counts (its
 * `<meta name="experiment">`). Nothing is stored on the device. The worker adds country, device
 * class and a daily visitor hash (docs/stats.md).
 */
import { BOOKING_GOAL, EXPERIMENT_META_NAME, VIEW_PATH } from "../src/stats/contract";

let sent = false;
const query = new URLSearchParams(location.search);
const experiment = document.querySelector<HTMLMetaElement>(`meta[name="${EXPERIMENT_META_NAME}"]`)?.content;
const body = (goal?: string) => {
  const data: Record<string, string> = { path: location.pathname, referrer: document.referrer };
  for (const name of ["utm_source", "utm_medium", "utm_campaign", "utm_content", "v"]) {
    const value = query.get(name);
    if (value) data[name === "v" ? "video" : name] = value;
  }
  if (experiment) data.experiment = experiment;
  if (goal) data.goal = goal;
  return JSON.stringify(data);
};
const post = (json: string) => {
  try {
    if (navigator.sendBeacon(VIEW_PATH, new Blob([json], { type: "application/json" }))) return;
  } catch {
    // Falls back to fetch below.
  }
  fetch(VIEW_PATH, { method: "POST", body: json, keepalive: true, headers: { "Content-Type": "application/json" } }).catch(() => {});
};
const send = () => {
  if (sent || document.readyState !== "complete" || (document as { prerendering?: boolean }).prerendering || document.visibilityState !== "visible") return;
  sent = true;
  post(body());
};
addEventListener("load", send);
document.addEventListener("visibilitychange", send);
document.addEventListener("prerenderingchange", send);
// A booking click is sent as the link is followed: sendBeacon outlives the page.
document.addEventListener("click", (event) => {
  const link = (event.target as Element | null)?.closest?.(`a[data-goal="${BOOKING_GOAL}"]`);
  if (link) post(body(BOOKING_GOAL));
});
send();
