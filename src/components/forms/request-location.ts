import { SIGNUP_ERROR_PARAM, signupAlertFor } from "../../content/signup";
import { usePageContext } from "../../page-context";

/**
 * The page's path and the error a form post came back with (`?signup_error=CODE:formId`). On the
 * server they come from the page context; in the browser, where islands hydrate without it,
 * from the address bar, so both render the same markup.
 */
export function useRequestLocation(formId: string): { path: string; initialAlert: string } {
  const context = usePageContext();
  const inBrowser = typeof window !== "undefined";
  const path = inBrowser ? window.location.pathname : context.path;
  const raw = inBrowser ? new URLSearchParams(window.location.search).get(SIGNUP_ERROR_PARAM) : context.search[SIGNUP_ERROR_PARAM];
  if (!raw) return { path, initialAlert: "" };
  const [code, target] = raw.split(":");
  return { path, initialAlert: !target || target === formId ? signupAlertFor(code) : "" };
}
