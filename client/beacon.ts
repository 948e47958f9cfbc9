/**
 * The view beacon: one POST to /api/view per page view, after `load`, once the page is neither
 * prerendering nor hidden (a prefetched or background page is not a view). Nothing is stored on the
 * device. The worker adds country, device class and a daily visitor hash (docs/stats.md).
 */
import { VIEW_PATH } from "../src/stats/contract";

let sent = false;
const query = new URLSearchParams(location.search);
const body = () => {
  const data: Record<string, string> = { path: location.pathname, referrer: document.referrer };
  for (const name of ["utm_source", "utm_medium", "utm_campaign", "utm_content", "v"]) {
    const value = query.get(name);
    if (value) data[name === "v" ? "video" : name] = value;
  }
  return JSON.stringify(data);
};
const send = () => {
  if (sent || document.readyState !== "complete" || (document as { prerendering?: boolean }).prerendering || document.visibilityState !== "visible") return;
  sent = true;
  const json = body();
  try {
    if (navigator.sendBeacon(VIEW_PATH, new Blob([json], { type: "application/json" }))) return;
  } catch {
    // Falls back to fetch below.
  }
  fetch(VIEW_PATH, { method: "POST", body: json, keepalive: true, headers: { "Content-Type": "application/json" } }).catch(() => {});
};
addEventListener("load", send);
document.addEventListener("visibilitychange", send);
document.addEventListener("prerenderingchange", send);
send();
