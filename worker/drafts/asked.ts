import { findIssueDraftRow } from "./rows";
import { keepOtherText } from "./revisions";
import { wordsChanged } from "./words-changed";

/**
 * An Update refused because the issue changed since (worker/publishing/stale-edit.ts): the text it
 * sent is kept in the history of the issue's draft, as the unchosen side of a question is, so both
 * texts are kept whatever he chooses. false: the issue has no draft to keep it in.
 */
export async function keepRefusedIssueText(
  db: D1Database,
  slug: string,
  text: { text: string; style: string; title: string | null },
  device: string,
  now: string,
): Promise<boolean> {
  const draft = await findIssueDraftRow(db, slug);
  if (!draft) return false;
  return (await keepOtherText(db, draft.id, text, draft.version, device, wordsChanged(draft.text, text.text), now)) !== null;
}
