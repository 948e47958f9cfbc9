import { script, stylesheet } from "virtual:cookieconsent-assets";

type CookieConsentApi = Window["CookieConsent"];

function hasStylesheet(): boolean {
  return [...document.querySelectorAll<HTMLLinkElement>('link[rel="stylesheet"]')].some((link) => link.href.includes("cookieconsent"));
}

function addStylesheet() {
  const link = document.createElement("link");
  link.rel = "stylesheet";
  link.href = stylesheet;
  document.head.appendChild(link);
}

function addScript(): Promise<void> {
  return new Promise((resolve, reject) => {
    const element = document.createElement("script");
    element.src = script;
    element.onload = () => resolve();
    element.onerror = () => reject(new Error(`Could not load ${script}`));
    document.head.appendChild(element);
  });
}

/** The consent library's stylesheet and script, from the site's own static path unless already on the page. */
export async function loadCookieConsent(): Promise<CookieConsentApi> {
  if (!hasStylesheet()) addStylesheet();
  if (!window.CookieConsent) await addScript();
  return window.CookieConsent;
}
