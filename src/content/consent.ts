/**
 * Cookie consent: every text of the banner and the preferences dialog, and the numbers the owner
 * changes. Texts may hold simple HTML (links); the consent library renders them as markup.
 */

/**
 * Raise this by one whenever the privacy or cookie policy changes in a way visitors must see:
 * everyone who chose before is asked again, with `revisionMessage` in the banner.
 */
export const consentRevision = 1;

/** Days a choice is kept before the banner asks again (about six months). */
export const consentLifetimeDays = 182;

export const consentBanner = {
  title: "We use cookies",
  description: "This website uses cookies to ensure you get the best experience on our website.",
  acceptAllBtn: "Accept all",
  /** Refusing is as easy as accepting: on the first layer, with the same weight (EDPB, CNIL). */
  acceptNecessaryBtn: "Reject all",
  showPreferencesBtn: "Settings",
  revisionMessage:
    'We have updated our privacy policy since your last visit. Please review the updated <a href="/privacy-policy">privacy policy</a> and confirm your choice.',
};

/** The name of the banner's region: screen readers list it with the page's landmarks while it shows. */
export const consentBannerRegionLabel = "Cookie choice";

/**
 * Told to screen readers (politely, when they are done speaking) when the banner appears while the
 * visitor is busy on the page: the banner does not take their focus, so this says where it is.
 */
export const consentBannerAnnouncement = `${consentBanner.title}. Choose ${consentBanner.acceptAllBtn}, ${consentBanner.acceptNecessaryBtn} or ${consentBanner.showPreferencesBtn} in the cookie banner at the end of the page when you are ready.`;

export const consentPreferences = {
  title: "Cookie preferences",
  savePreferencesBtn: "Save settings",
  acceptAllBtn: "Accept all",
  acceptNecessaryBtn: "Reject all",
  closeIconLabel: "Close",
  sections: [
    {
      title: "Cookie usage",
      description:
        'We use cookies to ensure the basic functions of the website and to improve your experience. You can choose for each category to opt in or out whenever you want. For details about cookies and other personal data, read the full <a href="/privacy-policy">privacy policy</a>.',
    },
    {
      title: "Strictly necessary cookies",
      description: "These cookies are essential for the website to work properly, for example to remember your cookie choice. They are always on.",
      linkedCategory: "necessary",
    },
    {
      title: "Analytics cookies",
      description:
        "These cookies collect anonymised information about how you use the website: which pages you visit and how long you stay. The data cannot be used to identify you. They are off unless you turn them on.",
      linkedCategory: "analytics",
    },
    {
      title: "More information",
      description: 'For any question about our policy on cookies and your choices, please <a href="/contact">contact us</a>.',
    },
  ],
};

/** The footer control that reopens the preferences. */
export const cookieSettingsLabel = "Cookie settings";
