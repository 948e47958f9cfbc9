import { signupAlertFor } from "../../content/signup";
import { SIGNUP_ERROR_PARAM } from "../../signup/contract";
import { usePageContext } from "../../page-context";

/**
 * The page's path and the error a form post came back with (`?signup_error=CODE:formId`), from
 * the page context: the server's, and in the browser the same one, carried by the island's root
 * (src/island.tsx), so hydration renders what the server rendered.
 */
export function useRequestLocation(formId: string): { path: string; initialAlert: string } {
  const { path, search } = usePageContext();
  const raw = search[SIGNUP_ERROR_PARAM];
  if (!raw) return { path, initialAlert: "" };
  const [code, target] = raw.split(":");
  return { path, initialAlert: !target || target === formId ? signupAlertFor(code) : "" };
}
