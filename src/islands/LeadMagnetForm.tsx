import type { MagnetSlug } from "../content/magnets";
import { LEAD_MAGNET_MIN_DELAY_MS, signupForm } from "../content/signup";
import { island } from "../island";
import { SignupFormShell } from "../components/forms/SignupFormShell";
import { useRequestLocation } from "../components/forms/request-location";
import { useSignupForm } from "../components/forms/use-signup-form";

/** Props agreed between the pages and the signup module. */
export interface LeadMagnetFormProps {
  magnet: MagnetSlug;
  /** The magnet's title, e.g. "YouTube SEO Checklist". */
  magnetTitle: string;
  /** Where a successful signup lands (the server's `thankYouPathFor`: the guides' records stay out of the browser). */
  thankYouPath: string;
  /** Whether the signup gives a file, which a fault on our side still gives (`givesDownload`). */
  download: boolean;
  /** Button text; defaults to a download call to action. */
  buttonLabel?: string;
  /** Small print under the form (may link to /privacy-policy: pass plain text; the form adds the link). */
  privacyNote?: string;
  id: string;
  /** "stacked" (default) or "inline". */
  variant?: "inline" | "stacked";
}

/**
 * A free download: subscribes with the magnet (so the reader's email is kept and tagged), shows
 * 'Getting Your Guide...' for at least a second, then the magnet's thank-you page. Once the signup is
 * accepted or queued, or if it fails on our side, the download follows; only an address to fix
 * (missing or invalid) keeps the visitor on the form with the alert.
 */
function LeadMagnetForm({ magnet, magnetTitle, thankYouPath, download, buttonLabel, privacyNote, id, variant = "stacked" }: LeadMagnetFormProps) {
  const { path, initialAlert } = useRequestLocation(id);
  const signup = useSignupForm({
    magnet,
    thankYouPath,
    minimumMs: LEAD_MAGNET_MIN_DELAY_MS,
    initialAlert,
    // The download never waits on our email provider: a fault on our side still gives the file.
    downloadDespiteFaults: download,
  });
  return (
    <SignupFormShell
      id={id}
      variant={variant}
      path={path}
      magnet={magnet}
      buttonLabel={buttonLabel ?? signupForm.leadMagnetButtonLabel(magnetTitle)}
      busyLabel={signupForm.leadMagnetBusyLabel}
      privacyNote={privacyNote}
      {...signup}
    />
  );
}

export default LeadMagnetForm;
export const LeadMagnetFormIsland = island("LeadMagnetForm", LeadMagnetForm);
