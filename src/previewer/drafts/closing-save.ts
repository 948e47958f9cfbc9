import { saveServerDraft, tooLargeToSave } from "./draft-api";
import type { Latest, Session } from "./draft-session";
import { contentHash, sameContent } from "./reconcile";

/** Unanswered saves a browser remembers (the closing one among them). */
export const SENT_KEPT = 4;

/**
 * The page is closing while a save is in flight, whose answer it will never read: what he typed
 * since goes now, after that save (the site takes it over the version that save produced). Its own
 * answer is not awaited; kept in this browser's copy by its key, it is known on the next open.
 */
export function sendClosingSave(s: Session, latest: Latest, cache: (dirty: boolean) => void) {
  const sent = { ...latest };
  if (!s.id || s.bindTo || s.conflict || s.deleted || tooLargeToSave(sent.text) || (s.saved && sameContent(s.saved, sent))) return;
  const after = s.sent.map((save) => save.key);
  const key = crypto.randomUUID();
  s.sent = [...s.sent, { key, hash: contentHash(sent) }].slice(-SENT_KEPT);
  cache(true);
  void saveServerDraft(s.id, s.version, { text: sent.text, style: sent.style, ...sent.meta, choice: s.choice }, key, after);
}
