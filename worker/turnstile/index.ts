/**
 * Turnstile, Cloudflare's check that tells people from scripts: the Siteverify client, the
 * once-per-isolate note when it is off, and the local stand-ins for the widget and Siteverify
 * (`npm start` and the tests: no account, no network).
 */
export { SiteverifyStandIn, SiteverifyUnreachable, type SiteverifyCall, type SiteverifyFault } from "./siteverify-stand-in";
export { mintStandInToken } from "./stand-in-token";
export { verifyTurnstileToken, type TokenCheck, type TokenVerdict } from "./verify";
export { serveWidgetStandIn, WIDGET_STAND_IN_SCRIPT } from "./widget-stand-in";
export { noteTurnstileOff } from "./off-note";
