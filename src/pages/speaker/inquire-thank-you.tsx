import { ThankYou } from "../../components/ThankYou";
import { inquiryThankYou as content } from "../../content/inquiry";
import { isSourcePage } from "../../inquiry/schema";
import { usePageContext } from "../../page-context";

/** /speaker/inquire/thank-you: what happens next and when the reply comes (no email is sent to the organiser). */
export function SpeakerInquireThankYouPage() {
  const { search } = usePageContext();
  // Back to the speaker page the organiser came from, when known.
  const links = content.links.map((link, index) => (index === 0 && search.from && isSourcePage(search.from) ? { ...link, href: search.from } : link));
  return (
    <ThankYou
      headline={content.headline}
      lead={`${content.lead} ${content.noEmailNote}`}
      nextStepsTitle={content.nextStepsTitle}
      nextSteps={content.nextSteps}
      links={links}
    />
  );
}
