import { NEWSLETTER_THANK_YOU_PATH } from "../content/newsletter-thank-you";
import { signupForm } from "../content/signup";
import { island } from "../island";
import { SignupFormShell } from "../components/forms/SignupFormShell";
import { useRequestLocation } from "../components/forms/request-location";
import { useSignupForm } from "../components/forms/use-signup-form";

/** Props agreed between the pages and the signup module. */
export interface SubscribeFormProps {
  /** "inline": email and button on one row (label "..." while submitting); "stacked": one above the other. */
  variant: "inline" | "stacked";
  /** The page's button text, e.g. "Send Me the Insights". */
  buttonLabel: string;
  /** Small print under the form; omitted when absent. */
  privacyNote?: string;
  /** A unique id prefix when a page shows more than one form. */
  id: string;
  /** A referral code the signup carries (the share page, /r/<code>). */
  referralCode?: string;
}

/** The newsletter signup: subscribes, then goes to the thank-you page; or shows why not. */
function SubscribeForm({ variant, buttonLabel, privacyNote, id, referralCode }: SubscribeFormProps) {
  const { path, initialAlert } = useRequestLocation(id);
  const signup = useSignupForm({ thankYouPath: NEWSLETTER_THANK_YOU_PATH, initialAlert });
  const inline = variant === "inline";
  return (
    <SignupFormShell
      id={id}
      variant={variant}
      path={path}
      buttonLabel={buttonLabel}
      busyLabel={inline ? signupForm.busyLabelInline : signupForm.busyLabel}
      busyName={inline ? signupForm.busyLabel : undefined}
      privacyNote={privacyNote}
      referralCode={referralCode}
      {...signup}
    />
  );
}

export default SubscribeForm;
export const SubscribeFormIsland = island("SubscribeForm", SubscribeForm);
