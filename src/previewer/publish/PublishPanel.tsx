import { publishTexts as texts, scheduleTexts } from "../../content/publish-form";
import { owner } from "../../content/owner";
import type { StyleKey } from "../../newsletter-contract/types";
import type { PublishedIssue } from "../../publishing/contract";
import type { PublishedRecord } from "../draft-storage";
import type { EmailReport } from "../../presend-checks/email-checks";
import { fillTemplate } from "../../fill-template";
import { EmailSchedule } from "./EmailSchedule";
import { DateAndTime, TitleAndAddress } from "./PublishFields";
import { PreviewWebForm } from "./PreviewWebForm";
import { PublishResult } from "./PublishResult";
import { usePublishForm } from "./use-publish-form";
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
 * date and the sidebar's style. The pre-send checks run first; then one request at a time
 * (./use-publish-form.ts holds its state and what it does).
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
  const form = usePublishForm({ style, draftText, check, published, onPublished, onClose, timeZone, usualTime, draftTitle, emailLines });
  const { confirming, sending, locked, invalid } = form;
  const headingId = `${id}-heading`;
  // "Update" only for the issue opened for an edit, named by its title; a draft bound to no issue publishes as new.
  const submitLabel = sending
    ? texts.sending
    : published
      ? fillTemplate(texts.submitEdit, { title: published.title })
      : form.standing === "later"
        ? texts.submitSchedule
        : texts.submit;

  return (
    <>
      <form className={css.form} aria-labelledby={headingId} onSubmit={form.submit} onKeyDown={form.closeOnEscape} noValidate>
        <h3 id={headingId} className={css.heading}>
          {texts.heading}
        </h3>
        <p className={controls.hint}>{texts.intro}</p>

        <TitleAndAddress
          id={id}
          invalid={invalid}
          locked={locked}
          title={form.title}
          onTitle={form.changeTitle}
          titleInput={form.titleInput}
          slug={form.slug}
          onSlug={form.changeSlug}
          slugInput={form.slugInput}
          taken={form.outcome?.kind === "taken"}
        />

        <DateAndTime
          id={id}
          invalid={invalid}
          locked={locked}
          timeZone={timeZone}
          date={form.date}
          onDate={form.changeDate}
          standing={form.standing}
          time={form.time}
          onTime={form.changeSchedule(form.setTime)}
        />

        <EmailSchedule id={id} choice={form.choice} onChoice={form.changeSchedule(form.setChoice)} editing={locked} />

        <div className={css.field}>
          <span className={css.label}>{texts.style}</span>
          <p className={css.value} data-testid="publish-style">
            {styleName}
          </p>
          <p className={controls.hint}>{texts.styleHint}</p>
        </div>

        <div ref={form.result} className={css.results} tabIndex={-1} role="status" aria-live="polite">
          <PublishResult problems={form.problems} outcome={form.outcome} id={id} />
        </div>

        {form.hasWarnings ? (
          <label className={css.check}>
            <input
              type="checkbox"
              className={css.checkbox}
              checked={form.acceptWarnings}
              onChange={(event) => form.setAcceptWarnings(event.currentTarget.checked)}
            />
            {texts.acceptWarnings}
          </label>
        ) : null}

        {confirming ? (
          <div className={css.message.warning} data-testid="schedule-confirm">
            <h4 ref={form.confirmHeading} tabIndex={-1} className={css.boxHeading}>
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
            <button type="button" className={controls.button.quiet} onClick={() => form.setConfirming(null)}>
              {scheduleTexts.change}
            </button>
          ) : null}
          <button type="button" className={controls.button.quiet} onClick={onClose} disabled={sending}>
            {texts.close}
          </button>
        </div>
      </form>
      <PreviewWebForm id={id} title={form.title} slug={form.slug} date={form.date} style={style} draftText={draftText} />
    </>
  );
}
