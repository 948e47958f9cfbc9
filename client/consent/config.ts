import type * as CookieConsent from "vanilla-cookieconsent";
import { consentBanner, consentLifetimeDays, consentPreferences, consentRevision } from "../../src/content/consent";
import { CONSENT_COOKIE } from "../../src/consent-contract";
import { bannerHidden, keepFocusWhereItIs } from "./banner-focus";
import { keepBannerInPageOrder } from "./banner-keyboard";
import { keepClearOfBanner, stopKeepingClear } from "./banner-space";

export interface ConsentCallbacks {
  onFirstConsent: NonNullable<CookieConsent.CookieConsentConfig["onFirstConsent"]>;
  onConsent: NonNullable<CookieConsent.CookieConsentConfig["onConsent"]>;
  onChange: NonNullable<CookieConsent.CookieConsentConfig["onChange"]>;
}

/**
 * The site's consent set-up, as the spec asks: a box at the bottom right (it slides in, see
 * src/styles/consent.css.ts) and preferences in a panel at the left (v3 centres a `box` whatever
 * its position; `bar` honours `left`). Necessary is locked on; analytics is off until chosen.
 */
export function consentConfig({ gpc, callbacks }: { gpc: boolean; callbacks: ConsentCallbacks }): CookieConsent.CookieConsentConfig {
  return {
    revision: consentRevision,
    // With Global Privacy Control the browser has already said no: no banner, analytics off,
    // and the reader can still turn analytics on from "Cookie settings".
    autoShow: !gpc,
    cookie: { name: CONSENT_COOKIE, expiresAfterDays: consentLifetimeDays, sameSite: "Lax" },
    guiOptions: {
      // 'Reject all' sits beside 'Accept all' with the same look: refusing is as easy as accepting.
      consentModal: { layout: "box", position: "bottom right", equalWeightButtons: true },
      preferencesModal: { layout: "bar", position: "left", equalWeightButtons: true },
    },
    categories: {
      necessary: { enabled: true, readOnly: true },
      analytics: { enabled: false, autoClear: { cookies: [{ name: /^_ga/ }, { name: "_gid" }] } },
    },
    language: {
      default: "en",
      translations: {
        en: {
          consentModal: { ...consentBanner, description: `${consentBanner.description} {{revisionMessage}}` },
          preferencesModal: consentPreferences,
        },
      },
    },
    onModalShow: ({ modalName }) => {
      if (modalName !== "consentModal") return;
      keepFocusWhereItIs();
      keepBannerInPageOrder();
      keepClearOfBanner();
    },
    onModalHide: ({ modalName }) => {
      if (modalName !== "consentModal") return;
      bannerHidden();
      stopKeepingClear();
    },
    ...callbacks,
  };
}
