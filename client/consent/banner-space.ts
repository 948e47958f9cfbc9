/**
 * While the banner shows, no focused control hides behind it (WCAG 2.4.11 Focus Not Obscured).
 * The banner is fixed at the bottom of the window (the whole width of a phone): html's
 * scroll-padding-bottom (src/styles/consent.css.ts) is set to the room it takes, so whatever the
 * browser scrolls into view, a control reached with Tab or an anchor, stops above it. Focus on a
 * control that is on screen but under the banner scrolls nothing by itself: that one is brought
 * above the banner here, and so is the field a visitor is typing in when the banner comes up. A
 * field comes up with its form, so its button is in sight too, when the form fits.
 */

const BANNER = "#cc-main .cm";
const SPACE = "--cc-banner-space";
/** Room between a control and the banner, for the control's focus ring (3 px wide, 2 px off). */
const GAP_PX = 12;

let observer: ResizeObserver | undefined;
let banner: HTMLElement | null = null;

/** The room the banner takes at the bottom of the window: its height, the margin below it and a gap above. */
function measure(): number {
  if (!banner) return 0;
  const space = Math.ceil(banner.offsetHeight + (parseFloat(getComputedStyle(banner).bottom) || 0)) + GAP_PX;
  document.documentElement.style.setProperty(SPACE, `${space}px`);
  return space;
}

/** Brings `element` above the banner when the banner would cover it (its final place, not mid-slide). */
function clear(element: Element | null): void {
  if (!banner || !(element instanceof HTMLElement) || element === document.body || banner.contains(element)) return;
  const top = window.innerHeight - measure();
  const box = element.getBoundingClientRect();
  // What is taller than the room between the sticky header and the banner (the main landmark, a
  // skip link's target) stays put: it cannot fit there anyway.
  const room = top - (parseFloat(getComputedStyle(document.documentElement).scrollPaddingTop) || 0);
  if (box.height > room) return;
  if (box.bottom > top && box.top < window.innerHeight) element.scrollIntoView({ block: "nearest", inline: "nearest" });
}

/** A field comes above the banner with its form (and so its button) when the form fits there. */
function clearAround(element: Element | null): void {
  const form = element instanceof HTMLInputElement ? element.form : null;
  if (form) clear(form);
  clear(element);
}

function onFocus(event: FocusEvent): void {
  clearAround(event.target as Element | null);
}

/** Call when the banner shows (onModalShow). */
export function keepClearOfBanner(): void {
  banner = document.querySelector<HTMLElement>(BANNER);
  if (!banner) return;
  measure();
  // Its first size, and any later one (a turned phone, larger text): the visitor's place stays clear.
  observer ??= new ResizeObserver(clearActive);
  observer.observe(banner);
  document.addEventListener("focusin", onFocus);
}

/** The visitor may be in a field the banner is about to cover. */
function clearActive(): void {
  measure();
  clearAround(document.activeElement);
}

/** Call when the banner hides. */
export function stopKeepingClear(): void {
  observer?.disconnect();
  document.removeEventListener("focusin", onFocus);
  document.documentElement.style.removeProperty(SPACE);
  banner = null;
}
