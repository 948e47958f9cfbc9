import type { BrowserContextOptions, Locator, Page } from "playwright-core";

/** Two frames: any render or scroll the page had scheduled has been painted. */
export const framesPainted = (page: Page) =>
  page.evaluate(() => new Promise<void>((painted) => requestAnimationFrame(() => requestAnimationFrame(() => painted()))));

/**
 * Where the control's middle is on screen and nothing covers it (the cookie banner along the
 * bottom of a phone, say), reports it clear; otherwise brings it to the middle of the screen.
 * Also reports whether the page runs scripts: a <noscript>'s content parses as text only then.
 */
function bringIntoClearView(element: Element) {
  const box = element.getBoundingClientRect();
  const [x, y] = [box.left + box.width / 2, box.top + box.height / 2];
  const hit = x >= 0 && y >= 0 && x < innerWidth && y < innerHeight ? document.elementFromPoint(x, y) : null;
  const clear = hit != null && (hit === element || element.contains(hit));
  if (!clear) element.scrollIntoView({ block: "center", inline: "nearest" });
  const probe = document.createElement("noscript");
  probe.innerHTML = "<i></i>";
  return { clear, scripting: probe.firstChild?.nodeType === Node.TEXT_NODE };
}

/**
 * A person's tap on a phone: the finger comes down on a control they can see, on a screen that
 * has been painted. Playwright's own `tap()` scrolls and touches in one step when the control is
 * covered; under load Chromium then aimed the tap's click by the scroll position from before that
 * scroll (the touch landed on a video's play button, the click on the text above it), and the tap
 * was lost. So the control is brought clear first, and two frames painted after any scroll.
 */
export async function tapInView(target: Locator): Promise<void> {
  for (let look = 0; look < 5; look++) {
    const { clear, scripting } = await target.evaluate(bringIntoClearView);
    // Without scripts no frame callback ever runs; nor is there a banner to clear.
    if (!scripting) break;
    await framesPainted(target.page());
    if (clear) break;
  }
  await target.tap();
}

/** A person's press: a tap on a touch screen, a click with a mouse (`device`: its options, or whether it has touch). */
export async function press(target: Locator, device: BrowserContextOptions | boolean): Promise<void> {
  if (typeof device === "boolean" ? device : device.hasTouch) await tapInView(target);
  else await target.click();
}
