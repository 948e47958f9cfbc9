import type { ChangeEvent, ReactNode } from "react";
import { inquiryForm as words } from "../../content/inquiry";
import { INQUIRY_MAX_LENGTH, type InquiryErrors, type InquiryField, type InquiryValues } from "../../inquiry/schema";
import * as css from "./inquiry.css";

export const idOf = (field: InquiryField) => `inquiry-${field}`;
export const errorIdOf = (field: InquiryField) => `inquiry-${field}-error`;

/** What the inquiry form's fields are drawn from (src/islands/InquiryForm.tsx holds it). */
interface FieldsState {
  values: InquiryValues;
  errors: InquiryErrors;
  set(field: keyof InquiryValues): (event: ChangeEvent<HTMLInputElement | HTMLSelectElement | HTMLTextAreaElement>) => void;
  /** Submissions so far: before the first, a server-rendered error page starts on its first problem. */
  focusTick: number;
  initialErrors: InquiryErrors;
  /** The first field with a problem, in the form's order. */
  first: InquiryField | undefined;
}

/** The inquiry form's fields, each with its label, hint and message, tied together for a screen reader. */
export function inquiryFields({ values, errors, set, focusTick, initialErrors, first }: FieldsState) {
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

  const formatRadios = (choices: readonly { value: string; label: string }[]) => (
    <>
      <fieldset className={css.radios} aria-describedby={errors.format ? errorIdOf("format") : undefined}>
        <legend className={css.radioLegend}>
          {words.labels.format} <span className={css.hint}>{words.required}</span>
        </legend>
        {choices.map((choice, index) => (
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
    </>
  );

  const messageLength = values.message.length;
  const messageBox = () => (
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
  );

  return { described, message, text, select, checkbox, formatRadios, messageBox };
}

/** A titled group of the form's fields. */
export function Fieldset({ legend, children }: { legend: string; children: ReactNode }) {
  return (
    <fieldset className={css.fieldset}>
      <legend className={css.legend}>{legend}</legend>
      {children}
    </fieldset>
  );
}
