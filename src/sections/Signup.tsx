import { givesDownload, magnets, thankYouPathFor, type MagnetSlug } from "../content/magnets";
import { LeadMagnetFormIsland } from "../islands/LeadMagnetForm";
import { SubscribeFormIsland } from "../islands/SubscribeForm";
import { PrivacyNote } from "../components/PrivacyNote";
import * as css from "../components/Signup.css";

interface SignupFrame {
  id: string;
  buttonLabel: string;
  /** Small print; the privacy policy link is added after it. */
  note: string;
  centered?: boolean;
}

/** The newsletter form island with its privacy note. */
export function NewsletterSignup({
  id,
  buttonLabel,
  note,
  variant,
  centered,
  referralCode,
}: SignupFrame & { variant: "inline" | "stacked"; referralCode?: string }) {
  return (
    <div className={centered ? `${css.signup} ${css.centered}` : css.signup}>
      <SubscribeFormIsland id={id} variant={variant} buttonLabel={buttonLabel} {...(referralCode ? { referralCode } : {})} />
      <PrivacyNote text={note} />
    </div>
  );
}

/** A free download's form island with its privacy note. */
export function MagnetSignup({ id, buttonLabel, note, magnet, centered }: SignupFrame & { magnet: MagnetSlug }) {
  return (
    <div className={centered ? `${css.signup} ${css.centered}` : css.signup}>
      <LeadMagnetFormIsland
        id={id}
        magnet={magnet}
        magnetTitle={magnets[magnet].title}
        thankYouPath={thankYouPathFor(magnet)}
        download={givesDownload(magnet)}
        buttonLabel={buttonLabel}
      />
      <PrivacyNote text={note} />
    </div>
  );
}
