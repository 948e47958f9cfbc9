import { newsletterArchive as texts } from "../../content/newsletter-archive";
import { NewsletterSignup } from "../Signup";
import * as css from "../../components/issue/issue.css";

/** The newsletter's signup box that closes the archive and every issue page. */
export function IssueSignup({ id, heading, text }: { id: string; heading: string; text: string }) {
  return (
    <section className={css.signup} aria-labelledby={`${id}-heading`}>
      <h2 id={`${id}-heading`} className={css.signupHeading}>
        {heading}
      </h2>
      <p className={css.signupText}>{text}</p>
      <NewsletterSignup id={id} variant="stacked" buttonLabel={texts.buttonLabel} note={texts.privacyNote} />
    </section>
  );
}
