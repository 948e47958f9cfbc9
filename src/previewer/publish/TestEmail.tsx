import { useEffect, useState, type FormEvent } from "react";
import { owner } from "../../content/owner";
import { testEmailTexts as texts } from "../../content/test-email";
import { OPEN_DRAFT_PARAM } from "../../publishing/drafts";
import {
  draftTestEmailPath,
  issueTestEmailPath,
  TEST_EMAIL_DETAIL_PARAM,
  TEST_EMAIL_PARAM,
  type TestEmailAnswer,
  type TestEmailOutcome,
} from "../../publishing/test-email";
import * as controls from "../components/controls.css";

/** Where the test of the draft on this page goes: its saved draft (?draft=<id>), or the issue opened (?issue=<slug>). */
function testPath(): string | null {
  const search = new URLSearchParams(window.location.search);
  const draft = search.get(OPEN_DRAFT_PARAM);
  if (draft) return draftTestEmailPath(draft);
  const issue = search.get("issue");
  return issue ? issueTestEmailPath(issue) : null;
}

const noticeOf = (outcome: string | null, detail: string): string | null => {
  const known: Record<TestEmailOutcome, string> = {
    sent: texts.sent(detail || owner.email),
    recorded: texts.recorded(detail || owner.email),
    limited: texts.limited,
    refused: texts.refused(detail),
    missing: texts.missing,
  };
  return outcome && outcome in known ? known[outcome as TestEmailOutcome] : null;
};

/**
 * "Send me a test": the saved draft's exact email to his own address (worker/publishing/test-email.ts).
 * A form post (it works without script: the site answers back here with a notice); with script, a
 * JSON request, and the page says where it went or why not, in a live region.
 */
export function TestEmail({ id }: { id: string }) {
  const [action, setAction] = useState<string | undefined>(undefined);
  const [notice, setNotice] = useState<string | null>(null);
  const [sending, setSending] = useState(false);

  useEffect(() => {
    setAction(testPath() ?? undefined);
    const search = new URLSearchParams(window.location.search);
    setNotice(noticeOf(search.get(TEST_EMAIL_PARAM), search.get(TEST_EMAIL_DETAIL_PARAM) ?? ""));
  }, []);

  const submit = async (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    const path = testPath();
    if (!path) return setNotice(texts.missing);
    setSending(true);
    try {
      const response = await fetch(path, { method: "POST", headers: { "Content-Type": "application/json", Accept: "application/json" }, body: "{}" });
      const answer = (await response.json()) as TestEmailAnswer;
      setNotice(answer.success ? (answer.outcome === "recorded" ? texts.recorded(answer.to) : texts.sent(answer.to)) : answer.error);
    } catch {
      setNotice(texts.refused("the site could not be reached"));
    } finally {
      setSending(false);
    }
  };

  return (
    <form method="post" action={action} onSubmit={submit} aria-describedby={`${id}-hint`}>
      <button type="submit" className={controls.button.secondary} disabled={sending}>
        {texts.button}
      </button>
      <p id={`${id}-hint`} className={controls.hint}>
        {texts.hint}
      </p>
      <p className={controls.hint} role="status" data-testid="test-email-notice">
        {notice ?? ""}
      </p>
    </form>
  );
}
