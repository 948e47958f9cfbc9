import type { StyleKey } from "../../newsletter-contract/types";
import type { EmailReport } from "../../presend-checks/email-checks";
import type { PublishedIssue } from "../../publishing/contract";
import type { PublishedRecord } from "../draft-storage";

/** What the Publish form (./PublishPanel.tsx) is given; its state (./use-publish-form.ts) reads the same. */
export interface PublishPanelProps {
  /** Prefix of element ids, unique on the page. */
  id: string;
  style: StyleKey;
  styleName: string;
  /** The draft as the editor holds it now. */
  draftText: string;
  /** The pre-send checks of the email the draft makes now. */
  check(): EmailReport;
  /** The issue this draft is published as: its address is locked and Publish edits it. */
  published: PublishedRecord | null;
  onPublished(issue: PublishedIssue): void;
  onClose(): void;
  /** The owner's time zone (IANA), from the server: his today and the issue's time are read in it, never the browser's zone. */
  timeZone: string;
  /** The hour he usually sends (OWNER_USUAL_TIME), proposed for an issue on a later day. */
  usualTime?: string;
  /** The title saved with the draft: the form starts from it (an issue's own title wins). */
  draftTitle?: string;
  /** The email's subject and preview text saved with the draft ("" : the title and the hook), sent as they are when Publish is pressed. */
  emailLines?: { subject: string; previewText: string };
}
