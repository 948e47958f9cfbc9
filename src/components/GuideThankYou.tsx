import { guideThankYou, guides, type GuideSlug } from "../content/guides";
import { magnets } from "../content/magnets";
import { GuideDownload } from "./GuideDownload";
import { ThankYou } from "./ThankYou";

/** The thank-you page of a free download, with the file itself. */
export function GuideThankYou({ slug }: { slug: GuideSlug }) {
  const guide = guides[slug];
  return (
    <ThankYou
      headline={guide.thankYou.headline}
      lead={guide.thankYou.lead}
      nextStepsTitle={guideThankYou.nextStepsTitle}
      nextSteps={guideThankYou.nextSteps}
      links={guideThankYou.links}
    >
      <GuideDownload
        title={magnets[slug].title}
        cover={guide.cover}
        href={guide.download.href}
        label={guide.download.label}
        format={guideThankYou.downloadNote}
      />
    </ThankYou>
  );
}
