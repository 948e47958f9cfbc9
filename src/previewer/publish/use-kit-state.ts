import { useEffect, useState } from "react";
import { kitStatePath, type KitDraftState } from "../../publishing/contract";

/** How often, and how long, the answer looks again while Kit has not answered (the reconciler tries every minute). */
const LOOK_EVERY_MS = 3_000;
const LOOK_FOR_MS = 5 * 60_000;

const onItsWay = (kit: KitDraftState) => kit.state === "waiting" || kit.state === "updating";

/**
 * The email as the site knows it now, starting from the publish answer's: while Kit has not
 * answered, it is read again, so the form never keeps saying "Waiting for Kit" once Kit took it.
 */
export function useKitState(slug: string, initial: KitDraftState): KitDraftState {
  const [kit, setKit] = useState(initial);
  useEffect(() => setKit(initial), [initial]);
  useEffect(() => {
    if (!onItsWay(kit)) return;
    const started = Date.now();
    let stopped = false;
    const timer = setInterval(async () => {
      if (stopped || Date.now() - started > LOOK_FOR_MS) return clearInterval(timer);
      try {
        const answer = await fetch(kitStatePath(slug), { headers: { Accept: "application/json" }, credentials: "same-origin" });
        if (!answer.ok) return;
        const { kit: now } = (await answer.json()) as { kit: KitDraftState };
        if (!stopped) setKit(now);
      } catch {
        // Offline for a moment: the next look tries again.
      }
    }, LOOK_EVERY_MS);
    return () => {
      stopped = true;
      clearInterval(timer);
    };
  }, [slug, kit]);
  return kit;
}
