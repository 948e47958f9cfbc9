import { Hero } from "../../components/Hero";
import * as css from "../../components/inquiry/inquiry.css";
import { mailto } from "../../components/speaker/speaker-action-link";
import { CUSTOM_TOPIC, inquiryForm as words } from "../../content/inquiry";
import { owner } from "../../content/owner";
import { speakerEmails } from "../../content/speaker";
import { emptyInquiryValues, isSourcePage, type InquiryErrors, type InquiryValues } from "../../inquiry/schema";
import { InquiryFormIsland } from "../../islands/InquiryForm";
import { usePageContext } from "../../page-context";
import { SEEN_EXPERIMENT_FIELD } from "../../experiment-contract/seen";

export interface SpeakerInquirePageProps {
  /** A post the server refused (no JavaScript): what was sent and what was wrong. */
  values?: InquiryValues;
  errors?: InquiryErrors;
  alert?: string;
  /** The server asked for Turnstile's check (CHALLENGE_REQUIRED). */
  challenge?: boolean;
}

/** /speaker/inquire: the booking form every speaker page's booking buttons lead to, and the email as a second way. */
export function SpeakerInquirePage({ values, errors, alert, challenge }: SpeakerInquirePageProps) {
  const { search } = usePageContext();
  const from = search.from && isSourcePage(search.from) ? search.from : "";
  // The variant the organiser saw on the speaker page, carried by its link (the page query keeps only known ones).
  const seen = from ? (search[SEEN_EXPERIMENT_FIELD] ?? "") : "";
  const initial = values ?? emptyInquiryValues(from, search.topic === CUSTOM_TOPIC ? CUSTOM_TOPIC : "", seen);
  const email = speakerEmails.inquiry;
  return (
    <>
      <Hero eyebrow={words.eyebrow} headline={words.headline} lead={words.lead}>
        <p className={css.orEmail}>
          {words.orEmail}{" "}
          <a className={css.link} href={mailto(email.subject, email.body)}>
            {owner.email}
          </a>
          .
        </p>
      </Hero>
      <section className={css.page} aria-label={words.eyebrow}>
        <div className={css.inner}>
          <InquiryFormIsland initial={initial} initialErrors={errors} initialAlert={alert} initialChallenge={challenge} />
        </div>
      </section>
    </>
  );
}
