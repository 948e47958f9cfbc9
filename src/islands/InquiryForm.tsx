import { useEffect, useRef, useState, type ChangeEvent, type FormEvent, type ReactNode } from "react";
import { inquiryChoices, inquiryForm as words } from "../content/inquiry";
import { island } from "../island";
import { mailto } from "../components/speaker/speaker-action-link";
import { useTurnstile } from "../components/forms/use-turnstile";
import { usePageContext } from "../page-context";
import { useHydrated } from "../components/use-hydrated";
import { signupFields } from "../signup/contract";
import {
  INQUIRY_API_PATH,
  INQUIRY_MAX_LENGTH,
  INQUIRY_TURNSTILE_ACTION,
  inquiryTopics,
  localToday,
  orderedErrors,
  validateInquiry,
  type InquiryErrors,
  type InquiryField,
  type InquiryValues,
} from "../inquiry/schema";
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

/** The answers as an email to the owner: the way through for a form that cannot run the check. */
function emailOf(values: InquiryValues): string {
  const lines = (Object.keys(words.labels) as (keyof typeof words.labels)[])
    .filter((field) => field !== "website" && field in values)
    .map((field) => [words.labels[field], values[field as keyof InquiryValues]] as const)
    .filter(([, value]) => value !== "" && value !== false)
    .map(([label, value]) => (value === true ? label : `${label}: ${String(value)}`));
  return mailto(words.emailInsteadSubject(values.eventName), lines.join("\n"));
}

const idOf = (field: InquiryField) => `inquiry-${field}`;
const errorIdOf = (field: InquiryField) => `inquiry-${field}-error`;

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

  /** Attributes tying a control to its message. */
  const described = (field: InquiryField, hintId?: string) => {
    const ids = [errors[field] ? errorIdOf(field) : undefined, hintId].filter(Boolean).join(" ");
    return {
      id: idOf(field),
      name: field,
      "aria-invalid": errors[field] ? true : undefined,
      "aria-describedby": ids || undefined,
      // A server-rendered error page (no JavaScript) starts on its first problem.
      autoFocus: focusTick === 0 && initialErrors[field] !== undefined && field === first ? true : undefined,
    };
  };

  const message = (field: InquiryField) =>
    errors[field] ? (
      <p id={errorIdOf(field)} className={css.error}>
        {errors[field]}
      </p>
    ) : null;

  const text = (
    field: "name" | "email" | "organisation" | "eventName" | "city" | "customTopic",
    options: { required?: boolean; type?: string; autoComplete?: string; hint?: string } = {},
  ) => (
    <div className={css.field}>
      <label className={css.label} htmlFor={idOf(field)}>
        {words.labels[field]} <span className={css.hint}>{options.required ? words.required : words.optional}</span>
      </label>
      {options.hint ? (
        <span id={`${idOf(field)}-hint`} className={css.hint}>
          {options.hint}
        </span>
      ) : null}
      <input
        className={css.input}
        type={options.type ?? "text"}
        autoComplete={options.autoComplete}
        maxLength={INQUIRY_MAX_LENGTH[field]}
        aria-required={options.required ? true : undefined}
        value={values[field]}
        onChange={set(field)}
        {...described(field, options.hint ? `${idOf(field)}-hint` : undefined)}
      />
      {message(field)}
    </div>
  );

  const select = (field: "audience" | "topic" | "budget", choices: readonly { value: string; label: string }[]) => (
    <div className={css.field}>
      <label className={css.label} htmlFor={idOf(field)}>
        {words.labels[field]} <span className={css.hint}>{words.optional}</span>
      </label>
      <select className={css.input} value={values[field]} onChange={set(field)} {...described(field)}>
        <option value="">{words.choose}</option>
        {choices.map((choice) => (
          <option key={choice.value} value={choice.value}>
            {choice.label}
          </option>
        ))}
      </select>
      {message(field)}
    </div>
  );

  const checkbox = (field: "dateFlexible" | "virtual") => (
    <div className={css.field}>
      <label className={css.check}>
        <input className={css.checkbox} type="checkbox" checked={values[field]} onChange={set(field)} {...described(field)} />
        {words.labels[field]}
      </label>
      {message(field)}
    </div>
  );

  const messageLength = values.message.length;
  return (
    <form
      className={css.form}
      method="post"
      action={INQUIRY_API_PATH}
      noValidate
      onSubmit={submit}
      aria-describedby={ordered.length > 0 ? "inquiry-summary" : undefined}
    >
      {ordered.length > 0 ? (
        <div id="inquiry-summary" className={css.summary} role="alert" tabIndex={-1}>
          <h2 className={css.summaryTitle}>{words.summaryTitle}</h2>
          <ul className={css.summaryList}>
            {ordered.map(([field, text]) => (
              <li key={field}>
                <a className={css.summaryLink} href={`#${idOf(field)}`}>
                  {text}
                </a>
              </li>
            ))}
          </ul>
        </div>
      ) : null}
      {alert ? (
        <div id="inquiry-alert" className={css.summary} role="alert" tabIndex={-1}>
          <p className={css.alertText}>{alert}</p>
          {offerEmail ? (
            <p className={css.alertText}>
              <a className={css.summaryLink} href={emailOf(values)}>
                {words.emailInstead}
              </a>
            </p>
          ) : null}
        </div>
      ) : null}
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
        <fieldset className={css.radios} aria-describedby={errors.format ? errorIdOf("format") : undefined}>
          <legend className={css.radioLegend}>
            {words.labels.format} <span className={css.hint}>{words.required}</span>
          </legend>
          {inquiryChoices.format.map((choice, index) => (
            <label key={choice.value} className={css.radio}>
              <input
                type="radio"
                name="format"
                value={choice.value}
                checked={values.format === choice.value}
                onChange={set("format")}
                id={index === 0 ? idOf("format") : undefined}
                aria-invalid={errors.format ? true : undefined}
                // biome-ignore lint/a11y/noAutofocus: after a post without JavaScript the page comes back with the first wrong field focused
                autoFocus={index === 0 && focusTick === 0 && initialErrors.format !== undefined && first === "format" ? true : undefined}
              />
              {choice.label}
            </label>
          ))}
        </fieldset>
        {message("format")}
        {select("topic", inquiryTopics)}
        {text("customTopic", { hint: `Only for ${words.customTopicLabel.toLowerCase()}.` })}
        {select("budget", inquiryChoices.budget)}
        <div className={css.field}>
          <label className={css.label} htmlFor={idOf("message")}>
            {words.labels.message} <span className={css.hint}>{words.optional}</span>
          </label>
          <textarea
            className={css.textarea}
            maxLength={INQUIRY_MAX_LENGTH.message}
            value={values.message}
            onChange={set("message")}
            {...described("message", "inquiry-message-count")}
          />
          <span id="inquiry-message-count" className={messageLength > INQUIRY_MAX_LENGTH.message ? css.counter.over : css.counter.normal}>
            {words.characters(messageLength, INQUIRY_MAX_LENGTH.message)}
          </span>
          {message("message")}
        </div>
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

function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}

export default InquiryForm;
export const InquiryFormIsland = island("InquiryForm", InquiryForm);
