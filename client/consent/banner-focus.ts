import { consentBannerAnnouncement, consentBannerRegionLabel } from "../../src/content/consent";

/**
 * The banner never takes the keyboard from a visitor (WCAG 3.2.1).
 *
 * vanilla-cookieconsent v3 moves focus into its banner on its own: 100 ms after showing it, and
 * again when its fade-in ends, it calls focus() on an empty element at the top of the banner
 * (`.cm > div[tabindex="-1"]`); no option turns that off (`disablePageInteraction` only adds an
 * overlay). Its start-up begins at a visitor's first key or click (see afterFirstPaint), so the
 * banner shows while they type: the focus move sent the rest of their address into the banner.
 * Here the page decides instead, by giving that one element its own focus().
 *
 * It may take focus only while nothing on the page has focus and the visitor has not yet
 * touched, clicked, scrolled with the wheel or pressed a key. That is today's behaviour for a
 * keyboard visitor who has just arrived: their first Tab then lands on the choice, which covers
 * part of the page on a phone, instead of a trip through the whole page to reach it at its end,
 * and a screen reader reads the banner as the dialog it is. In every other case focus stays where
 * the visitor put it; the banner stays reachable (last in the Tab order, a named region) and a
 * polite live region tells screen reader users it is there.
 */

const BANNER = "#cc-main .cm";
const WRAPPER = "#cc-main .cm-wrapper";
const INTERACTIONS = ["pointerdown", "keydown", "touchstart", "focusin", "wheel"] as const;

let interacted = false;
let liveRegion: HTMLElement | undefined;
let announced = false;

/** Starts noting the visitor's first interaction; call as early as the start-up runs. */
export function noteFirstInteraction(): void {
  const note = (event: Event) => {
    // The library's own focus move into the banner is not the visitor's doing.
    if (event.type === "focusin" && event.target instanceof Element && event.target.closest("#cc-main")) return;
    interacted = true;
    for (const type of INTERACTIONS) removeEventListener(type, note, true);
  };
  for (const type of INTERACTIONS) addEventListener(type, note, { capture: true, passive: true });
}

/**
 * The live region that tells screen readers about the banner when it does not take focus. It is
 * added empty, well before the banner shows, so screen readers are already watching it when the
 * text comes (a region added together with its text is often not read).
 */
export function prepareAnnouncement(): void {
  if (liveRegion) return;
  liveRegion = document.createElement("div");
  liveRegion.setAttribute("role", "status");
  liveRegion.className = "visually-hidden";
  document.body.appendChild(liveRegion);
}

function announce(): void {
  if (announced || !liveRegion) return;
  announced = true;
  liveRegion.textContent = consentBannerAnnouncement;
}

function mayTakeFocus(): boolean {
  const active = document.activeElement;
  return !interacted && (active === null || active === document.body || active === document.documentElement);
}

/** Call when the banner shows (onModalShow): the library's focus calls come after it. */
export function keepFocusWhereItIs(): void {
  const wrapper = document.querySelector(WRAPPER);
  wrapper?.setAttribute("role", "region");
  wrapper?.setAttribute("aria-label", consentBannerRegionLabel);
  const anchor = document.querySelector<HTMLElement>(`${BANNER} > [tabindex="-1"]`);
  if (!anchor || Object.hasOwn(anchor, "focus")) return;
  anchor.focus = (options?: FocusOptions) => {
    // Already in the banner (its second call, when the fade-in ends): nothing to move or to say.
    if (document.activeElement?.closest("#cc-main")) return;
    if (mayTakeFocus()) HTMLElement.prototype.focus.call(anchor, options);
    else announce();
  };
}

/** Call when the banner hides: an empty region would stay in screen readers' list of landmarks. */
export function bannerHidden(): void {
  const wrapper = document.querySelector(WRAPPER);
  wrapper?.removeAttribute("role");
  wrapper?.removeAttribute("aria-label");
  if (liveRegion) liveRegion.textContent = "";
}
