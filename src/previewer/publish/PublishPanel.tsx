import { publishTexts as texts, scheduleTexts } from "../../content/publish-form";
import { owner } from "../../content/owner";
import { fillTemplate } from "../../fill-template";
import { EmailSchedule } from "./EmailSchedule";
import { DateAndTime, TitleAndAddress } from "./PublishFields";
import { PreviewWebForm } from "./PreviewWebForm";
import { PublishResult } from "./PublishResult";
import type { PublishPanelProps } from "./publish-props";
import { usePublishForm } from "./use-publish-form";

export type { PublishPanelProps };
import * as controls from "../components/controls.css";
import * as css from "./PublishPanel.css";

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
