import { useEffect, useRef } from "react";
import { guideThankYou } from "../content/guide-thank-you";
import type { MagnetSlug } from "../content/magnets";
import { signupForm } from "../content/signup";
import { SignupFormShell } from "../components/forms/SignupFormShell";
import { useSignupForm } from "../components/forms/use-signup-form";
import { island } from "../island";
import { SIGNUP_RETRY_STORAGE_KEY } from "../signup/contract";

export interface SignupRetryProps {
  magnet: MagnetSlug;
  /** The magnet's thank-you page, where the retry lands (the server's `thankYouPathFor`). */
  thankYouPath: string;
  /** The address, when the server has it (a form post without JavaScript came back here). */
  email?: string;
}

/** The address a lead-magnet form kept for this retry, if it is for this magnet. */
function keptAddress(magnet: MagnetSlug): string | undefined {
  try {
    const kept = JSON.parse(sessionStorage.getItem(SIGNUP_RETRY_STORAGE_KEY) ?? "null") as { email?: unknown; magnet?: unknown } | null;
    return kept?.magnet === magnet && typeof kept.email === "string" ? kept.email : undefined;
  } catch {
    return undefined;
  }
}

/**
 * A lead magnet's subscription failed on our side, but the download was given: one click sends the
 * same address again. The form posts without JavaScript too; with it, the address the form kept
 * (sessionStorage, never the URL) is filled in as soon as the page is idle, so the retry is one click.
 */
function SignupRetry({ magnet, thankYouPath, email }: SignupRetryProps) {
  const emailRef = useRef<HTMLInputElement>(null);
  const signup = useSignupForm({ magnet, thankYouPath, initialAlert: "" });

  useEffect(() => {
    const input = emailRef.current;
    const kept = keptAddress(magnet);
    if (input && !input.value && kept) input.value = kept;
  }, [magnet]);

  return (
    <SignupFormShell
      id="retry-signup"
      variant="inline"
      path={thankYouPath}
      magnet={magnet}
      buttonLabel={guideThankYou.signupFailed.retryButton}
      busyLabel={signupForm.busyLabelInline}
      busyName={signupForm.busyLabel}
      defaultEmail={email}
      emailRef={emailRef}
      {...signup}
    />
  );
}

export default SignupRetry;
// Hydrated when the page is idle, not on first touch: the kept address must be in the field before the visitor reaches it.
export const SignupRetryIsland = island("SignupRetry", SignupRetry, "load");
