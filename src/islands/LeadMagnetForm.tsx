import type { MagnetSlug } from "../content/magnets";
import { island } from "../island";

/** Props agreed between the pages and the signup module. */
export interface LeadMagnetFormProps {
  magnet: MagnetSlug;
  /** The magnet's title, e.g. "YouTube SEO Checklist". */
  magnetTitle: string;
  /** Button text; defaults to a download call to action. */
  buttonLabel?: string;
  /** Small print under the form (may link to /privacy-policy: pass plain text; the form adds the link). */
  privacyNote?: string;
  id: string;
}

// Minimal markup; the signup module completes the behaviour.
function LeadMagnetForm({ magnet, magnetTitle, buttonLabel, id }: LeadMagnetFormProps) {
  return (
    <form method="post" action="/api/subscribe">
      <input type="hidden" name="magnet" value={magnet} />
      <label htmlFor={`${id}-email`}>Email address</label>
      <input id={`${id}-email`} name="email" type="email" required placeholder="Enter your email" autoComplete="email" />
      <button type="submit">{buttonLabel ?? `Get the ${magnetTitle}`}</button>
    </form>
  );
}

export default LeadMagnetForm;
export const LeadMagnetFormIsland = island("LeadMagnetForm", LeadMagnetForm);
