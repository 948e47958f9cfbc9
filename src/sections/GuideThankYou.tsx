import { signupAlertFor } from "../content/signup";
import { guideAddresses, guideCover } from "../content/guide-record";
import { guides, type GuideSlug } from "../content/guides";
import { guideThankYou } from "../content/guide-thank-you";
import { SignupRetryIsland } from "../islands/SignupRetry";
import { usePageContext } from "../page-context";
import { SIGNUP_ERROR_PARAM } from "../signup/contract";
import { GuideDownload } from "../components/GuideDownload";
import { ThankYou } from "../components/ThankYou";
import * as css from "../components/ThankYou.css";

interface GuideThankYouProps {
  slug: GuideSlug;
  /** The address to offer again, when the server rendered this page for a failed form post. */
  retryEmail?: string;
}

/**
 * The thank-you page of a free download, with the file itself. When the subscription failed on
 * our side (`?signup_error=CODE`, or the failed form post itself), the file is still given, and
 * the page says plainly that the subscription did not go through, with the catalogue's message
 * and a retry: nothing on it claims a subscription or an email on its way.
 */
export function GuideThankYou({ slug, retryEmail }: GuideThankYouProps) {
  const guide = guides[slug];
  const failedCode = usePageContext().search[SIGNUP_ERROR_PARAM]?.split(":")[0];
  const failed = failedCode !== undefined;
  const { signupFailed } = guideThankYou;
  return (
    <ThankYou
      headline={guide.thankYou.headline}
      lead={failed ? signupFailed.lead : guide.thankYou.lead}
      nextStepsTitle={guideThankYou.nextStepsTitle}
      nextSteps={failed ? signupFailed.nextSteps : guideThankYou.nextSteps}
      links={guideThankYou.links}
    >
      <GuideDownload
        title={guide.title}
        cover={guideCover(guide)}
        href={guideAddresses(guide).downloadHref}
        label={guide.download.label}
        format={guideThankYou.downloadNote}
      />
      {failed ? (
        <section className={css.signupFailed} aria-labelledby="signup-failed-title">
          <h2 id="signup-failed-title" className={css.signupFailedTitle}>
            {signupFailed.title}
          </h2>
          <p className={css.signupFailedText}>
            {signupAlertFor(failedCode)} {signupFailed.retryIntro}
          </p>
          <SignupRetryIsland magnet={slug} thankYouPath={guideAddresses(guide).thankYouPath} {...(retryEmail ? { email: retryEmail } : {})} />
        </section>
      ) : null}
    </ThankYou>
  );
}
