// The analytics loader. The page renders it as <script type="text/plain" data-category="analytics">,
// so it runs only once the visitor has agreed to analytics cookies (the consent library turns
// it into a module script). The measurement id comes from the tag's data-measurement-id.

const GTAG_URL = "https://www.googletagmanager.com/gtag/js";
const MEASUREMENT_ID = /^G-[A-Z0-9]{4,20}$/;

function start() {
  const id = document.querySelector<HTMLScriptElement>("script[data-measurement-id]")?.dataset.measurementId ?? "";
  // window.gtag comes from the consent start-up, with Consent Mode defaults denied.
  if (!MEASUREMENT_ID.test(id) || !window.gtag) return;
  window.gtag("consent", "update", { analytics_storage: "granted" });
  window.gtag("js", new Date());
  window.gtag("config", id);
  const script = document.createElement("script");
  script.async = true;
  script.src = `${GTAG_URL}?id=${encodeURIComponent(id)}`;
  document.head.appendChild(script);
}

start();
