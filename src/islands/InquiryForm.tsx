import { useEffect, useRef, useState, type ChangeEvent, type FormEvent } from "react";
import { inquiryChoices, inquiryForm as words } from "../content/inquiry";
import { island } from "../island";
import { useTurnstile } from "../components/forms/use-turnstile";
import { usePageContext } from "../page-context";
import { useHydrated } from "../components/use-hydrated";
import { signupFields } from "../signup/contract";
import {
  INQUIRY_API_PATH,
  INQUIRY_TURNSTILE_ACTION,
  inquiryTopics,
  localToday,
  orderedErrors,
  validateInquiry,
  type InquiryErrors,
  type InquiryValues,
} from "../inquiry/schema";
import { InquiryAlerts } from "../components/inquiry/InquiryAlerts";
import { Fieldset, idOf, inquiryFields } from "../components/inquiry/InquiryFields";
import * as css from "../components/inquiry/inquiry.css";

export interface InquiryFormProps {
  /** What the fields hold at first: empty (with the page it came from and a topic), or what a failed post sent. */
  initial: InquiryValues;
  /** The server's messages for a post it refused (no JavaScript). */
  initialErrors?: InquiryErrors;
  /** A message about the whole form (the post failed, too many inquiries). */
  initialAlert?: string;
  /** The server asked a plain post for Turnstile's check: the check is shown (with JavaScript), and the answers offered by email. */
  initialChallenge?: boolean;
}

type Answer = { success?: boolean; redirect?: string; code?: string; error?: string; errors?: InquiryErrors } | null;

/**
 * The speaker inquiry form. Without JavaScript it is a plain form posting to /api/inquiry, which
 * answers with the thank-you page or this form again with its errors. Once touched, it checks the
 * fields with the same schema as the server before sending JSON: each problem beside its field,
 * a summary above, focus on the first.
 */
function InquiryForm({ initial, initialErrors = {}, initialAlert, initialChallenge = false }: InquiryFormProps) {
  const [values, setValues] = useState<InquiryValues>(initial);
  const [errors, setErrors] = useState<InquiryErrors>(initialErrors);
  const [alert, setAlert] = useState<string | undefined>(initialAlert);
  const [busy, setBusy] = useState(false);
  // The answers are offered by email when the check cannot run (no JavaScript, a widget that failed).
  const [offerEmail, setOfferEmail] = useState(initialChallenge);
  const [focusTick, setFocusTick] = useState(0);
  const honeypot = useRef<HTMLInputElement>(null);
  // Loaded when the island hydrates (the form's first touch), never with the page.
  const turnstile = useTurnstile(usePageContext().publicConfig.turnstile, { action: INQUIRY_TURNSTILE_ACTION, shown: initialChallenge });
  const hydrated = useHydrated();
  const challengeNote = useRef<HTMLParagraphElement>(null);
  // The check appears beside the button: the note above it takes focus, so it is seen and read out.
  useEffect(() => {
    if (hydrated && turnstile.challengeShown && !initialChallenge) challengeNote.current?.focus();
  }, [hydrated, turnstile.challengeShown, initialChallenge]);
  const ordered = orderedErrors(errors);
  const first = ordered[0]?.[0];

  // biome-ignore lint/correctness/useExhaustiveDependencies: only a new submission (focusTick) moves focus, not each change of the errors
  useEffect(() => {
    if (focusTick === 0) return;
    const target = first ? document.getElementById(idOf(first)) : document.getElementById("inquiry-alert");
    target?.focus();
    // Only a new submission moves focus, not each keystroke that changes the errors.
  }, [focusTick]);

  const set = (field: keyof InquiryValues) => (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => {
    const target = event.target;
    const value = target instanceof HTMLInputElement && target.type === "checkbox" ? target.checked : target.value;
    setValues((previous) => ({ ...previous, [field]: value }));
  };

  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    if (busy) return;
    const check = validateInquiry(values, localToday());
    if (!check.ok) {
      setErrors(check.errors);
      setAlert(undefined);
      setFocusTick((tick) => tick + 1);
      return;
    }
    setErrors({});
    setAlert(undefined);
    setBusy(true);
    const post = async (token: string): Promise<{ ok: boolean; answer: Answer }> => {
      const body = { ...values, website: honeypot.current?.value ?? "", ...(token ? { [signupFields.turnstile]: token } : {}) };
      const response = await fetch(INQUIRY_API_PATH, {
        method: "POST",
        headers: { "Content-Type": "application/json", Accept: "application/json" },
        body: JSON.stringify(body),
      });
      if (token) turnstile.spend();
      return { ok: response.ok, answer: (await response.json().catch(() => null)) as Answer };
    };
    try {
      let { ok, answer } = await post(await turnstile.tokenForSend());
      // Past the allowance for inquiries without a token: the check runs in the form (visible only
      // if it needs the person), then the same answers are sent again.
      if (answer?.code === "CHALLENGE_REQUIRED" && turnstile.turnstileOn) {
        const token = await turnstile.challenge();
        if (token) ({ ok, answer } = await post(token));
        else {
          setOfferEmail(true);
          answer = { error: words.challengeFailed };
        }
      }
      if (ok && answer?.success && answer.redirect) {
        // Stays busy while the thank-you page loads.
        window.location.assign(answer.redirect);
        return;
      }
      if (answer?.errors && Object.keys(answer.errors).length > 0) setErrors(answer.errors);
      else setAlert(answer?.error ?? words.failed);
    } catch {
      setAlert(words.failed);
    }
    setBusy(false);
    setFocusTick((tick) => tick + 1);
  }

  const { described, message, text, select, checkbox, formatRadios, messageBox } = inquiryFields({ values, errors, set, focusTick, initialErrors, first });

  return (
    <form
      className={css.form}
      method="post"
      action={INQUIRY_API_PATH}
      noValidate
      onSubmit={submit}
      aria-describedby={ordered.length > 0 ? "inquiry-summary" : undefined}
    >
      <InquiryAlerts ordered={ordered} alert={alert} offerEmail={offerEmail} values={values} />
      <input type="hidden" name="from" value={values.from} />
      {values.experiment ? <input type="hidden" name="experiment" value={values.experiment} /> : null}
      <Fieldset legend={words.legend.you}>
        <div className={css.pair}>
          {text("name", { required: true, autoComplete: "name" })}
          {text("email", { required: true, type: "email", autoComplete: "email" })}
        </div>
        {text("organisation", { autoComplete: "organization" })}
      </Fieldset>
      <Fieldset legend={words.legend.event}>
        {text("eventName", { required: true })}
        <div className={css.pair}>
          <div className={css.field}>
            <label className={css.label} htmlFor={idOf("eventDate")}>
              {words.labels.eventDate} <span className={css.hint}>{words.required}</span>
            </label>
            <input className={css.input} type="date" value={values.eventDate} onChange={set("eventDate")} {...described("eventDate")} />
            {message("eventDate")}
          </div>
          {checkbox("dateFlexible")}
        </div>
        <div className={css.pair}>
          {text("city", { autoComplete: "address-level2" })}
          {checkbox("virtual")}
        </div>
        {select("audience", inquiryChoices.audience)}
      </Fieldset>
      <Fieldset legend={words.legend.talk}>
        {formatRadios(inquiryChoices.format)}
        {select("topic", inquiryTopics)}
        {text("customTopic", { hint: `Only for ${words.customTopicLabel.toLowerCase()}.` })}
        {select("budget", inquiryChoices.budget)}
        {messageBox()}
      </Fieldset>
      <div className={css.honeypot} aria-hidden="true">
        <label htmlFor="inquiry-website">{words.labels.website}</label>
        <input ref={honeypot} id="inquiry-website" type="text" name="website" tabIndex={-1} autoComplete="off" defaultValue="" />
      </div>
      {turnstile.turnstileOn ? (
        <div className={css.challengeBox} hidden={!(hydrated && turnstile.challengeShown)}>
          <p id="inquiry-challenge" ref={challengeNote} className={css.alertText} role="alert" tabIndex={-1}>
            {hydrated && turnstile.challengeShown ? words.challengeRequired : null}
          </p>
          <div ref={turnstile.challengeRef} className={css.challenge} data-turnstile="" />
        </div>
      ) : null}
      <button className={css.submit} type="submit" disabled={busy}>
        {busy ? words.submitting : words.submit}
      </button>
    </form>
  );
}

export default InquiryForm;
export const InquiryFormIsland = island("InquiryForm", InquiryForm);
