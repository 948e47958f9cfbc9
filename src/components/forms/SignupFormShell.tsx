import type { FormEvent } from "react";
import { signupForm } from "../../content/signup";
import { SUBSCRIBE_PATH, signupFields } from "../../signup/contract";
import { seenValue } from "../../experiment-contract/seen";
import { usePageContext } from "../../page-context";
import type { SignupPhase } from "./use-signup-form";
import * as css from "./signup-form.css";

interface Props {
  id: string;
  variant: "inline" | "stacked";
  path: string;
  magnet?: string;
  buttonLabel: string;
  busyLabel: string;
  /** Accessible name of the button while busy, when the visible label is only "...". */
  busyName?: string;
  phase: SignupPhase;
  enhanced: boolean;
  alert: string;
  alertRef: { current: HTMLDivElement | null };
  /** Small print with a link to the privacy policy; none when absent. */
  privacyNote?: string;
  /** An address to offer again (a retry after a failed signup). */
  defaultEmail?: string;
  emailRef?: { current: HTMLInputElement | null };
  onSubmit: (event: FormEvent<HTMLFormElement>) => void;
  /** Turnstile's container (when configured): hidden until the server asks for the challenge. */
  challenge?: { ref: { current: HTMLDivElement | null }; shown: boolean } | undefined;
  /** A referral code (/r/<code>), posted with the signup. */
  referralCode?: string;
}

/**
 * The markup every signup form shares. It is a real form posting to /api/subscribe, so it works
 * before (or without) JavaScript; the island takes over the submit once hydrated.
 */
export function SignupFormShell({
  id,
  variant,
  path,
  magnet,
  buttonLabel,
  busyLabel,
  busyName,
  phase,
  enhanced,
  alert,
  alertRef,
  privacyNote,
  defaultEmail,
  emailRef,
  onSubmit,
  challenge,
  referralCode,
}: Props) {
  const busy = phase !== "idle";
  // The counted variant the page shows: the signup counts for it (a forced preview carries none).
  const { experiment } = usePageContext();
  const emailId = `${id}-email`;
  const alertId = `${id}-alert`;
  const noteId = `${id}-note`;
  return (
    <form id={id} className={css.form} method="post" action={SUBSCRIBE_PATH} onSubmit={onSubmit} aria-busy={busy} data-enhanced={enhanced || undefined}>
      <input type="hidden" name={signupFields.source} value={path} />
      <input type="hidden" name={signupFields.form} value={id} />
      {magnet ? <input type="hidden" name={signupFields.magnet} value={magnet} /> : null}
      {referralCode ? <input type="hidden" name={signupFields.referral} value={referralCode} /> : null}
      {experiment?.counted ? <input type="hidden" name={signupFields.experiment} value={seenValue(experiment)} /> : null}
      <div className={css.controls[variant]}>
        <label htmlFor={emailId} className="visually-hidden">
          {signupForm.emailLabel}
        </label>
        <input
          id={emailId}
          ref={emailRef}
          defaultValue={defaultEmail}
          className={css.input}
          name={signupFields.email}
          type="email"
          required
          placeholder={signupForm.placeholder}
          autoComplete="email"
          inputMode="email"
          spellCheck="false"
          aria-invalid={alert ? true : undefined}
          aria-describedby={[alert ? alertId : "", privacyNote ? noteId : ""].join(" ").trim() || undefined}
          readOnly={busy}
        />
        <button type="submit" className={css.button} disabled={busy} aria-label={busy && busyName ? busyName : undefined}>
          {busy ? busyLabel : buttonLabel}
        </button>
      </div>
      <div aria-hidden="true" className={css.honeypot}>
        <label>
          {signupForm.honeypotLabel}
          <input type="text" name={signupFields.honeypot} tabIndex={-1} autoComplete="off" defaultValue="" />
        </label>
      </div>
      {challenge ? <div ref={challenge.ref} className={css.challenge} hidden={!challenge.shown} data-turnstile="" /> : null}
      <div id={alertId} ref={alertRef} role="alert" tabIndex={-1} className={css.alert}>
        {alert}
      </div>
      {privacyNote ? (
        <p id={noteId} className={css.note}>
          {privacyNote}{" "}
          <a className={css.noteLink} href={signupForm.privacyHref}>
            {signupForm.privacyLinkLabel}
          </a>
        </p>
      ) : null}
    </form>
  );
}
