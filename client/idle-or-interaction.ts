export interface IdleOptions {
  /** Where the first interaction is listened for. */
  target: EventTarget;
  events: readonly string[];
  /** Listen in the capture phase (on window, to see interactions anywhere before the page's handlers). */
  capture?: boolean;
  /** Start counting idle time only after the page's `load`. */
  afterLoad?: boolean;
  /** Where requestIdleCallback is missing (Safari): the wait instead. */
  fallbackMs: number;
}

const IDLE_TIMEOUT_MS = 2000;

/**
 * Resolves at the first idle moment (at most 2 s on), or at the first of `events` on `target`,
 * whichever comes first: work that a visitor would not notice waiting never competes with the
 * first paint, and is there before a touch could need it.
 */
export function idleOrInteraction({ target, events, capture = false, afterLoad = false, fallbackMs }: IdleOptions): Promise<void> {
  return new Promise((resolve) => {
    let done = false;
    const start = () => {
      if (done) return;
      done = true;
      for (const type of events) target.removeEventListener(type, start, capture);
      resolve();
    };
    for (const type of events) target.addEventListener(type, start, { capture, passive: true });
    const whenIdle = () => {
      if (typeof requestIdleCallback === "function") requestIdleCallback(start, { timeout: IDLE_TIMEOUT_MS });
      else setTimeout(start, fallbackMs);
    };
    if (!afterLoad || document.readyState === "complete") whenIdle();
    else addEventListener("load", whenIdle, { once: true });
  });
}
