import type { CheckStatus } from "../../presend-checks/email-checks";
import * as css from "./PresendPanel.css";

const SYMBOL: Record<CheckStatus, string> = { ok: "✓", warn: "!", fail: "✕" };

/** A coloured mark beside a check; the words next to it carry the meaning. */
export function StatusMark({ status }: { status: CheckStatus }) {
  return (
    <span className={css.mark[status]} aria-hidden="true">
      {SYMBOL[status]}
    </span>
  );
}
