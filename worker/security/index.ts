/** The security policy (plain data, also read by the build for `_headers`) and the middleware that sets it on every response. */
export { ANALYTICS_SOURCES, IMMUTABLE_CACHE_CONTROL, relaxedPreviewCsp, SECURITY_HEADERS, strictCsp, TURNSTILE_SOURCES } from "./policy";
export { securityHeaders } from "./security-headers";
