import { globalStyle } from "@vanilla-extract/css";
import { vars } from "./theme.css";

/**
 * The consent library's look, in the site's tokens. Its own CSS (copied from the package, see
 * build/consent-assets-plugin.ts) loads after this file, so selectors here carry the id twice to
 * win over its `#cc-main` rules.
 */
const root = "#cc-main#cc-main";

globalStyle(root, {
  vars: {
    "--cc-font-family": vars.font.body,
    "--cc-bg": vars.color.surface,
    "--cc-primary-color": vars.color.ink,
    "--cc-secondary-color": vars.color.inkSoft,
    "--cc-link-color": vars.color.accentStrong,
    "--cc-modal-border-radius": vars.radius.lg,
    // Category blocks share this radius with the buttons; the buttons get the site's pill below.
    "--cc-btn-border-radius": vars.radius.md,
    "--cc-btn-primary-bg": vars.color.accentFill,
    "--cc-btn-primary-color": "#fff",
    "--cc-btn-primary-border-color": vars.color.accentFill,
    "--cc-btn-primary-hover-bg": vars.color.accentFillHover,
    "--cc-btn-primary-hover-color": "#fff",
    "--cc-btn-primary-hover-border-color": vars.color.accentFillHover,
    "--cc-btn-secondary-bg": vars.color.surface,
    "--cc-btn-secondary-color": vars.color.ink,
    "--cc-btn-secondary-border-color": vars.color.line,
    "--cc-btn-secondary-hover-bg": vars.color.surfaceAlt,
    "--cc-btn-secondary-hover-color": vars.color.ink,
    "--cc-btn-secondary-hover-border-color": vars.color.inkSoft,
    "--cc-separator-border-color": vars.color.line,
    "--cc-toggle-on-bg": vars.color.accentStrong,
    "--cc-toggle-off-bg": vars.color.inkSoft,
    "--cc-toggle-readonly-bg": vars.color.line,
    "--cc-toggle-readonly-knob-icon-color": vars.color.inkSoft,
    "--cc-cookie-category-block-bg": vars.color.surfaceAlt,
    "--cc-cookie-category-block-border": vars.color.line,
    "--cc-cookie-category-block-hover-bg": vars.color.accentSoft,
    "--cc-cookie-category-block-hover-border": vars.color.line,
    "--cc-footer-bg": vars.color.surfaceAlt,
    "--cc-footer-border-color": vars.color.line,
    "--cc-overlay-bg": "rgb(11 11 15 / 0.6)",
    "--cc-modal-transition-duration": "0.4s",
  },
});

globalStyle(`${root} .cm--box`, { boxShadow: "0 12px 40px rgb(17 24 39 / 0.18)", border: `1px solid ${vars.color.line}` });

globalStyle(`${root} .cm__title, ${root} .pm__title`, {
  fontFamily: vars.font.display,
  fontWeight: 800,
  letterSpacing: "-0.01em",
});

globalStyle(`${root} .cm__desc, ${root} .pm__section-desc`, { lineHeight: 1.55 });

// 44 px touch targets for every button of the banner and the preferences.
globalStyle(`${root} .cm__btn, ${root} .pm__btn`, { minHeight: "44px", fontWeight: 700, borderRadius: vars.radius.pill });
globalStyle(`${root} .pm__close-btn`, { width: "44px", height: "44px", borderRadius: vars.radius.pill });

globalStyle(`${root} a`, { color: vars.color.accentStrong, textDecoration: "underline", textUnderlineOffset: "0.15em" });
globalStyle(`${root} a:hover`, { color: vars.color.accentStronger });

globalStyle(`${root} button:focus-visible, ${root} a:focus-visible, ${root} input:focus-visible + .toggle__icon`, {
  outline: `3px solid ${vars.color.focus}`,
  outlineOffset: "2px",
});

// The banner slides up into the bottom right corner (the library's own entrance is a short
// fade); with reduced motion it simply appears.
globalStyle(`html:not(.show--consent) ${root} .cc--anim .cm--box`, {
  transform: "translateY(calc(100% + var(--cc-modal-margin)))",
});

globalStyle(`${root}`, {
  "@media": { "(prefers-reduced-motion: reduce)": { vars: { "--cc-modal-transition-duration": "0s" } } },
});

// While the banner shows, whatever the browser scrolls into view (a control reached with Tab, an
// anchor) stops above it: client/consent/banner-space.ts keeps --cc-banner-space at the room the
// banner takes (WCAG 2.4.11 Focus Not Obscured).
globalStyle("html.show--consent", { scrollPaddingBottom: "var(--cc-banner-space, 0px)" });
// ...and the page can scroll its last links (the footer's) out from under it.
globalStyle("html.show--consent body > footer:last-of-type", { paddingBottom: "var(--cc-banner-space, 0px)" });
