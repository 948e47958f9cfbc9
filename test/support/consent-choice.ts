/** A visitor's "necessary only" choice as the consent banner posts it to /api/consent, from a browser that kept no cookie (so the answer sets none). */
export function necessaryOnlyChoice(consentId: string = crypto.randomUUID()) {
  return {
    consentId,
    categories: ["necessary"],
    revision: 0,
    timestamp: new Date().toISOString(),
    acceptType: "necessary",
    gpc: false,
    cookie: "",
  };
}
