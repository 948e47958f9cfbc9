import { kitStatusWords as words } from "../../content/kit-status";
import type { KitDraftState } from "../../publishing/contract";
import { kitStatus } from "./kit-status";
import * as css from "./KitStatusBadge.css";

/** An issue's email in Kit: its state in words on a tone, what it means, and a link to Kit when Kit holds it. */
export function KitStatusBadge({ kit, timeZone, unpublished = false }: { kit: KitDraftState; timeZone: string; unpublished?: boolean }) {
  const status = kitStatus(kit, timeZone, { unpublished });
  return (
    <div className={css.status} data-testid="kit-state" data-state={status.kind}>
      <strong className={css.tone[status.tone]}>{status.label}</strong>
      <p className={css.detail}>
        {status.detail}
        {status.url ? (
          <>
            {" "}
            <a className={css.link} href={status.url} target="_blank" rel="noopener noreferrer">
              {words.open}
            </a>
          </>
        ) : null}
      </p>
    </div>
  );
}
