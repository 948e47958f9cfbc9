import { island } from "../island";

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
}

// Minimal markup; the signup module completes the behaviour.
function SubscribeForm({ buttonLabel, privacyNote, id }: SubscribeFormProps) {
  return (
    <form method="post" action="/api/subscribe">
      <label htmlFor={`${id}-email`}>Email address</label>
      <input id={`${id}-email`} name="email" type="email" required placeholder="Enter your email" autoComplete="email" />
      <button type="submit">{buttonLabel}</button>
      {privacyNote ? <p>{privacyNote}</p> : null}
    </form>
  );
}

export default SubscribeForm;
export const SubscribeFormIsland = island("SubscribeForm", SubscribeForm);
