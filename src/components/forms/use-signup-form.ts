import { useEffect, useRef, useState, type FormEvent } from "react";
import { useHydrated } from "../use-hydrated";
import { usePageContext } from "../../page-context";
import { signupAlerts } from "../../content/signup";
import { ADDRESS_ERROR_CODES, SIGNUP_ERROR_PARAM, SIGNUP_RETRY_STORAGE_KEY, signupFields, type ApiErrorCode } from "../../signup/contract";
import { checkEmail } from "../../signup/email-address";
import { sendSignup, type SignupOutcome } from "./signup-request";
import { useTurnstile } from "./use-turnstile";

export type SignupPhase = "idle" | "submitting" | "navigating";

interface Options {
  /** Sent as `magnet`: a lead-magnet signup. */
  magnet?: string;
  /** Where success leads. */
  thankYouPath: string;
  /** The submitting state lasts at least this long (lead magnets). */
  minimumMs?: number;
  initialAlert: string;
  /**
   * A free download: a fault on our side (Kit, the queue, the network, a limit) still leads to the
   * thank-you page with the file, which then says the subscription did not go through and offers a
   * retry. Only an address the visitor must fix stops it.
   */
  downloadDespiteFaults?: boolean;
}

/** Keeps the address for the thank-you page's retry: in this tab's sessionStorage, never in the URL. */
function keepForRetry(value: { email: string; magnet?: string } | undefined): void {
  try {
    if (value) sessionStorage.setItem(SIGNUP_RETRY_STORAGE_KEY, JSON.stringify(value));
    else sessionStorage.removeItem(SIGNUP_RETRY_STORAGE_KEY);
  } catch {
    // Storage refused (private mode, quota): the retry form asks for the address instead.
  }
}

const wait = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/**
 * idle -> submitting -> navigating (success: the button stays disabled until the next page)
 * or back to idle with an alert that takes focus, and the details on the console.
 */
export function useSignupForm({ magnet, thankYouPath, minimumMs = 0, initialAlert, downloadDespiteFaults = false }: Options) {
  const [phase, setPhase] = useState<SignupPhase>("idle");
  const [alert, setAlert] = useState(initialAlert);
  const alertRef = useRef<HTMLDivElement>(null);
  // Marks the form as driven by script (styles and tests can tell a hydrated form from the plain post).
  const enhanced = useHydrated();
  const { challengeRef, challengeShown, turnstileOn, tokenForSend, spend, challenge } = useTurnstile(usePageContext().publicConfig.turnstile);

  useEffect(() => {
    if (alert) alertRef.current?.focus();
  }, [alert]);

  // Back from the thank-you page, the browser may restore this page as it was: usable again.
  useEffect(() => {
    const onShow = (event: PageTransitionEvent) => event.persisted && setPhase("idle");
    window.addEventListener("pageshow", onShow);
    return () => window.removeEventListener("pageshow", onShow);
  }, []);

  async function onSubmit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (phase !== "idle") return;
    const data = new FormData(event.currentTarget);
    const email = String(data.get(signupFields.email) ?? "").trim();
    if (!email) return;
    // The server's rule, checked here too: what the server would refuse is not sent.
    if (!checkEmail(email).ok) {
      setAlert(signupAlerts.INVALID_EMAIL);
      alertRef.current?.focus();
      return;
    }
    setAlert("");
    setPhase("submitting");
    const body: Record<string, string> = { [signupFields.email]: email, [signupFields.referrer]: window.location.href };
    if (magnet) body[signupFields.magnet] = magnet;
    const seen = String(data.get(signupFields.experiment) ?? "");
    if (seen) body[signupFields.experiment] = seen;
    const referral = String(data.get(signupFields.referral) ?? "");
    if (referral) body[signupFields.referral] = referral;
    const trap = String(data.get(signupFields.honeypot) ?? "");
    if (trap) body[signupFields.honeypot] = trap;

    const send = async (token: string): Promise<SignupOutcome> => {
      const outcome = await sendSignup(token ? { ...body, [signupFields.turnstile]: token } : body);
      if (token) spend();
      return outcome;
    };
    // Past the allowance for signups without a token, the server asks for Turnstile's challenge:
    // it runs in the form (visible only if it needs the person), and the signup is sent again.
    const sendPassingChallenge = async () => {
      const outcome = await send(await tokenForSend());
      if (outcome.ok || outcome.code !== "CHALLENGE_REQUIRED") return outcome;
      const token = await challenge();
      return token ? send(token) : outcome;
    };
    const [outcome] = await Promise.all([sendPassingChallenge(), wait(minimumMs)]);
    if (outcome.ok) {
      keepForRetry(undefined);
      setPhase("navigating");
      window.location.assign(thankYouPath);
      return;
    }
    console.error("Signup failed:", outcome.message, outcome.details);
    if (downloadDespiteFaults && !ADDRESS_ERROR_CODES.includes(outcome.code as ApiErrorCode)) {
      keepForRetry({ email, ...(magnet ? { magnet } : {}) });
      setPhase("navigating");
      window.location.assign(`${thankYouPath}?${new URLSearchParams({ [SIGNUP_ERROR_PARAM]: outcome.code ?? "FALLBACK" })}`);
      return;
    }
    setPhase("idle");
    setAlert(outcome.message);
  }

  return { phase, alert, alertRef, onSubmit, enhanced, challenge: turnstileOn ? { ref: challengeRef, shown: challengeShown } : undefined };
}
