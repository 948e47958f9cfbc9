import type { RefObject } from "react";
import { publishTexts as texts } from "../../content/publish-form";
import { fillTemplate } from "../../fill-template";
import { SLUG_MAX_CHARS, TITLE_MAX_CHARS } from "../../publishing/contract";
import * as controls from "../components/controls.css";
import type { dateStanding } from "./dates";
import { dayInWords } from "../../internal/when";
import * as css from "./PublishPanel.css";

interface FieldState {
  /** Prefix of element ids, unique on the page. */
  id: string;
  /** Whether a field has an error to show (aria-invalid). */
  invalid(field: "title" | "slug" | "date" | "time"): boolean;
  /** The issue is published: its address is locked and its time stays. */
  locked: boolean;
}

/** The Publish form's title and the address that follows it (locked once published). */
export function TitleAndAddress({
  id,
  invalid,
  locked,
  title,
  onTitle,
  titleInput,
  slug,
  onSlug,
  slugInput,
  taken,
}: FieldState & {
  title: string;
  onTitle(title: string): void;
  titleInput: RefObject<HTMLInputElement | null>;
  slug: string;
  onSlug(slug: string): void;
  slugInput: RefObject<HTMLInputElement | null>;
  /** The address is taken: the field is described by the refusal too. */
  taken: boolean;
}) {
  return (
    <>
      <div className={css.field}>
        <label htmlFor={`${id}-title`} className={css.label}>
          {texts.title}
        </label>
        <input
          ref={titleInput}
          id={`${id}-title`}
          className={css.input}
          value={title}
          maxLength={TITLE_MAX_CHARS}
          onChange={(event) => onTitle(event.currentTarget.value)}
          aria-describedby={`${id}-title-hint`}
          aria-invalid={invalid("title")}
          autoComplete="off"
          required
        />
        <p id={`${id}-title-hint`} className={controls.hint}>
          {texts.titleHint}
        </p>
      </div>

      <div className={css.field}>
        <label htmlFor={`${id}-slug`} className={css.label}>
          {texts.address}
        </label>
        <input
          ref={slugInput}
          id={`${id}-slug`}
          className={css.input}
          value={slug}
          maxLength={SLUG_MAX_CHARS}
          readOnly={locked}
          onChange={(event) => onSlug(event.currentTarget.value)}
          aria-describedby={taken ? `${id}-slug-hint ${id}-failed` : `${id}-slug-hint`}
          aria-invalid={invalid("slug")}
          autoComplete="off"
          autoCapitalize="none"
          spellCheck={false}
          required
        />
        <p id={`${id}-slug-hint`} className={controls.hint}>
          /newsletter/issues/{slug || "…"} · {locked ? texts.addressLocked : texts.addressHint}
        </p>
      </div>
    </>
  );
}

/** The issue's date and time, on the owner's clock in his zone (named in the labels). */
export function DateAndTime({
  id,
  invalid,
  locked,
  date,
  onDate,
  standing,
  time,
  onTime,
  timeZone,
}: FieldState & {
  date: string;
  onDate(date: string): void;
  standing: ReturnType<typeof dateStanding>;
  time: string;
  onTime(time: string): void;
  timeZone: string;
}) {
  const zone = { zone: timeZone };
  return (
    <>
      <div className={css.field}>
        <label htmlFor={`${id}-date`} className={css.label}>
          {texts.date}
        </label>
        <input
          id={`${id}-date`}
          type="date"
          className={css.input}
          value={date}
          onChange={(event) => onDate(event.currentTarget.value)}
          aria-describedby={`${id}-date-hint`}
          aria-invalid={invalid("date")}
          required
        />
        <p id={`${id}-date-hint`} className={controls.hint} aria-live="polite">
          {standing === "today"
            ? fillTemplate(texts.dateToday, zone)
            : standing === "later"
              ? fillTemplate(texts.dateLater, { date: dayInWords(date), ...zone })
              : texts.dateEarlier}
        </p>
      </div>

      <div className={css.field}>
        <label htmlFor={`${id}-time`} className={css.label}>
          {fillTemplate(texts.time, zone)}
        </label>
        <input
          id={`${id}-time`}
          name="time"
          type="time"
          className={css.input}
          value={time}
          onChange={(event) => onTime(event.currentTarget.value)}
          aria-describedby={`${id}-time-hint`}
          aria-invalid={invalid("time")}
        />
        <p id={`${id}-time-hint`} className={controls.hint}>
          {locked ? texts.timeHintEdit : texts.timeHint}
        </p>
      </div>
    </>
  );
}
