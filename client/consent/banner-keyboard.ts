/**
 * The first layer of the consent banner is not modal: the page stays usable behind it. The library
 * still marks it `aria-modal` and sends Tab from its last button back to its first, so a keyboard
 * visitor could not go on to the page without answering. This gives it the natural order back:
 * Tab goes through its buttons, then on to the page. The preferences dialog keeps its trap.
 */
const BANNER = "#cc-main .cm";

let listening = false;

export function keepBannerInPageOrder(): void {
  document.querySelector(BANNER)?.setAttribute("aria-modal", "false");
  if (listening) return;
  listening = true;
  // Capture on window runs before the library's own capture listener on the banner.
  window.addEventListener(
    "keydown",
    (event) => {
      if (event.key === "Tab" && event.target instanceof Element && event.target.closest(BANNER)) event.stopPropagation();
    },
    true,
  );
}
