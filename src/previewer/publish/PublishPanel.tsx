import { useEffect, useRef, useState, type FormEvent, type KeyboardEvent } from "react";
import { publishTexts as texts, scheduleTexts } from "../../content/publish-form";
import { dayInZone, momentInWords } from "../../publishing/zone-time";
import { carelessProblems } from "../../presend-checks/careless-inputs";
import { EmailSchedule } from "./EmailSchedule";
import { scheduledMoment, scheduleProblems, type EmailChoice } from "./schedule-choice";
import { owner } from "../../content/owner";
import type { StyleKey } from "../../newsletter-contract/types";
import { SLUG_MAX_CHARS, TITLE_MAX_CHARS, type PublishedIssue, type PublishProblem } from "../../publishing/contract";
import type { PublishedRecord } from "../draft-storage";
import type { EmailReport } from "../../presend-checks/email-checks";
import { fillTemplate } from "../../fill-template";
import type { PublishOutcome } from "./answer";
import { blocksPublish, problemsOfReport } from "../../presend-checks/check-problems";
import { dateStanding, formatDay } from "./dates";
import { problemsOfFields } from "./field-problems";
import { PreviewWebForm } from "./PreviewWebForm";
import { PublishResult } from "./PublishResult";
import { sendPublish } from "./request";
import { slugFromTitle } from "./slug";
import * as controls from "../components/controls.css";
import * as css from "./PublishPanel.css";

export interface PublishPanelProps {
  /** Prefix of element ids, unique on the page. */
  id: string;
  style: StyleKey;
  styleName: string;
  /** The draft as the editor holds it now. */
  draftText: string;
  /** The pre-send checks of the email the draft makes now. */
  check(): EmailReport;
  /** The issue this draft is published as: its address is locked and Publish edits it. */
  published: PublishedRecord | null;
  onPublished(issue: PublishedIssue): void;
  onClose(): void;
  /** The owner's time zone (IANA), from the server: his today and the issue's time are read in it, never the browser's zone. */
  timeZone: string;
  /** The hour he usually sends (OWNER_USUAL_TIME), proposed for an issue on a later day. */
  usualTime?: string;
  /** The title saved with the draft: the form starts from it (an issue's own title wins). */
  draftTitle?: string;
  /** The email's subject and preview text saved with the draft ("" : the title and the hook), sent as they are when Publish is pressed. */
  emailLines?: { subject: string; previewText: string };
}

const NO_EMAIL_LINES = { subject: "", previewText: "" };

/**
 * The Publish form: title, address (following the title until edited, locked once published),
 * date and the sidebar's style. The pre-send checks run first; then one request at a time.
 */
export default function PublishPanel({
  id,
  style,
  styleName,
  draftText,
  check,
  published,
  onPublished,
  onClose,
  timeZone,
  usualTime = owner.usualTime,
  draftTitle = "",
  emailLines = NO_EMAIL_LINES,
}: PublishPanelProps) {
  const [title, setTitle] = useState(published?.title ?? draftTitle);
  const [slug, setSlug] = useState(published?.slug ?? (draftTitle ? slugFromTitle(draftTitle) : ""));
  const [slugEdited, setSlugEdited] = useState(false);
  const [date, setDate] = useState(published?.date ?? dayInZone(Date.now(), timeZone));
  const [choice, setChoice] = useState<EmailChoice>(published ? "keep" : "draft");
  // Empty for today (at once) and on an edit (the issue's time stays); his usual hour for a later day.
  const [time, setTime] = useState("");
  /** The moment in words the owner is asked to confirm; null until he asks to schedule. */
  const [confirming, setConfirming] = useState<string | null>(null);
  const confirmHeading = useRef<HTMLHeadingElement>(null);
  const [acceptWarnings, setAcceptWarnings] = useState(false);
  const [sending, setSending] = useState(false);
  const [problems, setProblems] = useState<PublishProblem[]>([]);
  const [outcome, setOutcome] = useState<PublishOutcome | null>(null);
  // The state updates after a render; a second click in the same moment must still find it taken.
  const inFlight = useRef(false);
  const titleInput = useRef<HTMLInputElement>(null);
  const slugInput = useRef<HTMLInputElement>(null);
  const result = useRef<HTMLDivElement>(null);

  const locked = published !== null;
  const today = dayInZone(Date.now(), timeZone);
  const standing = dateStanding(date, today);
  const scheduleInput = { choice, date, today, time, timeZone };
  const changeDate = (next: string) => {
    changeSchedule(setDate)(next);
    if (!locked && time === "" && dateStanding(next, today) === "later") setTime(usualTime);
  };

  useEffect(() => titleInput.current?.focus(), []);

  const changeTitle = (next: string) => {
    setTitle(next);
    if (!locked && !slugEdited) setSlug(slugFromTitle(next));
  };

  const show = (shown: PublishProblem[], next: PublishOutcome | null) => {
    setProblems(shown);
    setOutcome(next);
  };

  // Once shown, the reader is taken to what happened: the address to edit, or the result.
  useEffect(() => {
    if (outcome?.kind === "taken") {
      slugInput.current?.focus();
      slugInput.current?.select();
    } else if (outcome || problems.length > 0) result.current?.focus();
  }, [outcome, problems]);

  useEffect(() => {
    if (confirming) confirmHeading.current?.focus();
  }, [confirming]);

  const submit = async (event: FormEvent) => {
    event.preventDefault();
    if (inFlight.current) return;
    const found = [
      ...problemsOfFields({ title, slug, date }),
      ...scheduleProblems(scheduleInput),
      ...problemsOfReport(check()),
      ...carelessProblems({ draft: draftText, date, today }),
    ];
    if (blocksPublish(found, acceptWarnings)) return show(found, null);
    // Scheduling is confirmed first, with the moment on his clock and his zone named.
    const moment = scheduledMoment(scheduleInput);
    if (moment !== undefined && confirming === null) {
      show([], null);
      return setConfirming(momentInWords(moment, timeZone));
    }
    setConfirming(null);
    inFlight.current = true;
    setSending(true);
    setProblems([]);
    setOutcome(null);
    const answer = await sendPublish({
      title: title.trim(),
      slug,
      date,
      style,
      draft: draftText,
      ...emailLines,
      acceptWarnings,
      edit: locked,
      ...(choice === "keep" ? {} : { send: choice }),
      ...(time ? { time } : {}),
    });
    inFlight.current = false;
    setSending(false);
    if (answer.kind === "published") {
      onPublished(answer.issue);
      // Accepted for this publish only: an edit's new warnings are shown again.
      setAcceptWarnings(false);
    }
    // A taken address is said once, in words, beside the field to edit.
    show(answer.kind === "problems" ? answer.problems : [], answer);
  };

  const closeOnEscape = (event: KeyboardEvent) => {
    if (event.key === "Escape" && !inFlight.current) {
      event.stopPropagation();
      onClose();
    }
  };

  const invalid = (field: PublishProblem["field"]) =>
    problems.some((problem) => problem.field === field && problem.level === "error") || (field === "slug" && outcome?.kind === "taken");
  const hasWarnings = problems.some((problem) => problem.level === "warning");
  const headingId = `${id}-heading`;
  // "Update" only for the issue opened for an edit, named by its title; a draft bound to no issue publishes as new.
  const submitLabel = sending
    ? texts.sending
    : published
      ? fillTemplate(texts.submitEdit, { title: published.title })
      : standing === "later"
        ? texts.submitSchedule
        : texts.submit;
  const zone = { zone: timeZone };
  // Any change to what is scheduled asks for the confirmation again.
  const changeSchedule =
    <T,>(set: (value: T) => void) =>
    (value: T) => {
      set(value);
      setConfirming(null);
    };

  return (
    <>
      <form className={css.form} aria-labelledby={headingId} onSubmit={submit} onKeyDown={closeOnEscape} noValidate>
        <h3 id={headingId} className={css.heading}>
          {texts.heading}
        </h3>
        <p className={controls.hint}>{texts.intro}</p>

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
            onChange={(event) => changeTitle(event.currentTarget.value)}
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
            onChange={(event) => {
              setSlug(event.currentTarget.value);
              // Emptied by hand: follow the title again.
              setSlugEdited(event.currentTarget.value !== "");
            }}
            aria-describedby={outcome?.kind === "taken" ? `${id}-slug-hint ${id}-failed` : `${id}-slug-hint`}
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

        <div className={css.field}>
          <label htmlFor={`${id}-date`} className={css.label}>
            {texts.date}
          </label>
          <input
            id={`${id}-date`}
            type="date"
            className={css.input}
            value={date}
            onChange={(event) => changeDate(event.currentTarget.value)}
            aria-describedby={`${id}-date-hint`}
            aria-invalid={invalid("date")}
            required
          />
          <p id={`${id}-date-hint`} className={controls.hint} aria-live="polite">
            {standing === "today"
              ? fillTemplate(texts.dateToday, zone)
              : standing === "later"
                ? fillTemplate(texts.dateLater, { date: formatDay(date), ...zone })
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
            onChange={(event) => changeSchedule(setTime)(event.currentTarget.value)}
            aria-describedby={`${id}-time-hint`}
            aria-invalid={invalid("time")}
          />
          <p id={`${id}-time-hint`} className={controls.hint}>
            {locked ? texts.timeHintEdit : texts.timeHint}
          </p>
        </div>

        <EmailSchedule id={id} choice={choice} onChoice={changeSchedule(setChoice)} editing={locked} />

        <div className={css.field}>
          <span className={css.label}>{texts.style}</span>
          <p className={css.value} data-testid="publish-style">
            {styleName}
          </p>
          <p className={controls.hint}>{texts.styleHint}</p>
        </div>

        <div ref={result} className={css.results} tabIndex={-1} role="status" aria-live="polite">
          <PublishResult problems={problems} outcome={outcome} id={id} />
        </div>

        {hasWarnings ? (
          <label className={css.check}>
            <input type="checkbox" className={css.checkbox} checked={acceptWarnings} onChange={(event) => setAcceptWarnings(event.currentTarget.checked)} />
            {texts.acceptWarnings}
          </label>
        ) : null}

        {confirming ? (
          <div className={css.message.warning} data-testid="schedule-confirm">
            <h4 ref={confirmHeading} tabIndex={-1} className={css.boxHeading}>
              {scheduleTexts.confirmHeading}
            </h4>
            <p>{fillTemplate(scheduleTexts.confirm, { when: confirming })}</p>
          </div>
        ) : null}

        <div className={controls.row}>
          <button type="submit" className={controls.button.primary} disabled={sending} aria-busy={sending}>
            {confirming && !sending ? scheduleTexts.confirmButton : submitLabel}
          </button>
          {confirming ? (
            <button type="button" className={controls.button.quiet} onClick={() => setConfirming(null)}>
              {scheduleTexts.change}
            </button>
          ) : null}
          <button type="button" className={controls.button.quiet} onClick={onClose} disabled={sending}>
            {texts.close}
          </button>
        </div>
      </form>
      <PreviewWebForm id={id} title={title} slug={slug} date={date} style={style} draftText={draftText} />
    </>
  );
}
