/**
 * caniemail features the generated email uses on purpose although some clients ignore them:
 * each is an extra or has a fallback, so the email still reads and lays out correctly without
 * it. The compatibility panel lists them apart from what needs attention.
 */
export const HANDLED_FEATURES: Readonly<Record<string, string>> = {
  "@media": "mobile padding and dark mode only; the layout works without them",
  "Attribute selector": "[x-apple-data-detectors], meant for Apple Mail only",
  "<body> element": "a wrapper div repeats the background, language and direction",
  "aria-label attribute": "an accessibility extra",
  "role attribute": "an accessibility extra",
  "lang attribute": "also set on the wrapper div",
  "display:none": "preheader, with mso-hide and max-height fallbacks",
  opacity: "preheader, hidden by other means too",
  overflow: "preheader, hidden by other means too",
  "border-radius": "corners stay square where unsupported",
  "!important keyword": "only in the progressive stylesheets",
  "text-decoration": "links stay links",
  "mailto: links": "the address is also readable as text",
  "width attribute": "a CSS width says the same",
  "height attribute": "a CSS height says the same",
};
