import { Section } from "../components/Section";
import * as css from "../components/referrals/referrals.css";
import { referralProgressPage as content } from "../content/referrals";
import { CopyTextIsland } from "../islands/CopyText";

/** What the page shows (worker/referrals' ReferralProgress, without what the page does not need). */
export interface ReferralProgressView {
  confirmed: number;
  unlocked: { threshold: number; title: string }[];
  next: { threshold: number; title: string; missing: number } | null;
  shareLink: string;
}

/** A confirmed reader's referrals, at the signed link Kit holds for them (no login). */
export function ReferralProgressPage({ progress }: { progress: ReferralProgressView }) {
  const { confirmed, unlocked, next, shareLink } = progress;
  const texts = Object.entries(content.texts);
  return (
    <>
      <Section id="progress" heading={content.heading}>
        <p className={css.count} data-confirmed={confirmed}>
          {confirmed}
        </p>
        <p>{content.count(confirmed)}</p>
        <p>{content.countNote}</p>
        <h3>{content.unlockedHeading}</h3>
        {unlocked.length ? (
          <ul className={css.rewardList}>
            {unlocked.map((reward) => (
              <li key={reward.threshold}>{reward.title}</li>
            ))}
          </ul>
        ) : (
          <p>{content.noneUnlocked}</p>
        )}
        <h3>{content.nextHeading}</h3>
        <p>{next ? content.next(next, next.missing) : content.allUnlocked}</p>
      </Section>
      <Section id="share" heading={content.shareHeading} tone="warm">
        <CopyTextIsland id="share-link" label={content.shareHeading} text={shareLink} />
        <h3>{content.textsHeading}</h3>
        {texts.map(([key, text]) => (
          <CopyTextIsland key={key} id={`text-${key}`} label={text.label} text={text.text(shareLink)} multiline />
        ))}
      </Section>
    </>
  );
}
