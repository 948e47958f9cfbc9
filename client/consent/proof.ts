import { CONSENT_API_PATH, CONSENT_COOKIE, type ConsentProof } from "../../src/consent-contract";

type CookieValue = ReturnType<Window["CookieConsent"]["getCookie"]>;

function rawCookie(): string {
  const match = document.cookie.match(new RegExp(`(?:^|;\\s*)${CONSENT_COOKIE}=([^;]*)`));
  return match?.[1] ?? "";
}

let queue: Promise<unknown> = Promise.resolve();

/**
 * Posts proof of consent. Posts go one after another, so the cookie the server re-issues is
 * always the latest choice.
 */
export function postConsentProof(cookie: CookieValue, acceptType: ConsentProof["acceptType"], gpc: boolean) {
  const proof: ConsentProof = {
    consentId: cookie.consentId,
    categories: cookie.categories as ConsentProof["categories"],
    revision: cookie.revision,
    timestamp: cookie.lastConsentTimestamp,
    acceptType,
    gpc,
    cookie: rawCookie(),
  };
  queue = queue
    .then(() =>
      fetch(CONSENT_API_PATH, {
        method: "POST",
        headers: { "Content-Type": "application/json" },
        body: JSON.stringify(proof),
        keepalive: true,
        credentials: "same-origin",
      }),
    )
    .catch(() => {
      // Proof is best effort: the choice itself is already stored in the cookie.
    });
}
