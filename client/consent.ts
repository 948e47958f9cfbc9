// Cookie consent start-up, on every page: once the page has painted and the browser is idle (or at
// the first interaction), loads vanilla-cookieconsent from the site's own static path (unless
// already there), runs it with the site's texts, and posts proof of each choice.
import { CONSENT_COOKIE } from "../src/consent-contract";
import { consentConfig } from "./consent/config";
import { denyAnalyticsConsent, setConsentModeDefaults } from "./consent/consent-mode";
import { noteFirstInteraction, prepareAnnouncement } from "./consent/banner-focus";
import { afterFirstPaint, loadCookieConsent, nextTask } from "./consent/load-library";
import { postConsentProof } from "./consent/proof";

const ANALYTICS = "analytics";

async function start() {
  // Whether the banner may take focus when it shows depends on what the visitor did before.
  noteFirstInteraction();
  // Consent Mode defaults go first, before any analytics tag could run.
  if (document.querySelector(`script[data-category="${ANALYTICS}"]`)) setConsentModeDefaults();
  const gpc = (navigator as Navigator & { globalPrivacyControl?: boolean }).globalPrivacyControl === true;
  // A first visit shows the banner: the library's CSS and script load after the page has painted
  // and the browser is idle (see afterFirstPaint). A reader who already chose sees no banner, and
  // the analytics they accepted should start at once, as before.
  const returning = new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=`).test(document.cookie);
  if (!returning) await afterFirstPaint();
  prepareAnnouncement();
  const cookieConsent = await loadCookieConsent();
  await nextTask();
  const prove = () => postConsentProof(cookieConsent.getCookie(), cookieConsent.getUserPreferences().acceptType, gpc);

  await cookieConsent.run(
    consentConfig({
      gpc,
      callbacks: {
        onFirstConsent: prove,
        onConsent: () => undefined,
        onChange: ({ changedCategories }) => {
          if (changedCategories.includes(ANALYTICS) && !cookieConsent.acceptedCategory(ANALYTICS)) denyAnalyticsConsent();
          prove();
        },
      },
    }),
  );
}

start().catch((error: unknown) => console.error("Cookie consent could not start", error));
