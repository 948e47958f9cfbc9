import { must } from "../../src/must.ts";
/**
 * Kit answering late, on purpose, so a test can make a race happen in each order: a request that
 * matches a hold waits for the test. Three ways, as a real Kit can behave:
 * - "commit-on-answer": Kit commits the request only when the test answers it (a create held in
 *   Kit's queue: it is not in the list until then);
 * - "answer-late": Kit applies the request at once, and its answer reaches the caller only when the
 *   test answers it (an update applied, its answer slow on the way back);
 * - "commit-then-timeout": Kit commits the request, and the caller's wait ends in a timeout (the
 *   `TimeoutError` a fetch with `AbortSignal.timeout` throws), so the caller cannot know;
 * - "timeout-then-commit": the caller's wait ends in a timeout at once, and Kit commits the request
 *   only when the test answers it (a create Kit takes 50 s to commit, long after the caller gave up).
 * Each hold catches one request, the first to match after it was set.
 */
export type HoldKind = "commit-on-answer" | "answer-late" | "commit-then-timeout" | "timeout-then-commit";

export interface HeldCall {
  /** Resolves when the request reached Kit and is held. */
  arrived: Promise<void>;
  /** Lets Kit go on (commit and answer, or answer). */
  answer(): void;
  /** Resolves once Kit has answered the caller (or timed it out). */
  answered: Promise<void>;
}

interface Hold {
  method: string;
  path: RegExp;
  kind: HoldKind;
  arrived: () => void;
  release: Promise<void>;
  answered: () => void;
}

const deferred = () => {
  let resolve!: () => void;
  const promise = new Promise<void>((done) => (resolve = done));
  return { promise, resolve };
};

export class FakeKitHolds {
  private holds: Hold[] = [];

  /** Holds the next request `method` whose path (e.g. /v4/broadcasts/5000) matches `path` whole. */
  hold(method: string, path: string | RegExp, kind: HoldKind): HeldCall {
    const arrived = deferred();
    const release = deferred();
    const answered = deferred();
    const pattern = typeof path === "string" ? new RegExp(`^${path.replace(/[.*+?^${}()|[\]\\]/g, "\\$&")}$`) : path;
    this.holds.push({ method, path: pattern, kind, arrived: arrived.resolve, release: release.promise, answered: answered.resolve });
    return { arrived: arrived.promise, answer: release.resolve, answered: answered.promise };
  }

  reset(): void {
    this.holds = [];
  }

  /** Runs `process` (Kit doing the request) as the first matching hold says; undefined when none matches. */
  run(method: string, path: string, process: () => Promise<Response>): Promise<Response> | undefined {
    const index = this.holds.findIndex((hold) => hold.method === method && hold.path.test(must(path.split("?")[0])));
    if (index < 0) return undefined;
    const [hold] = this.holds.splice(index, 1);
    return this.held(must(hold), process);
  }

  private async held(hold: Hold, process: () => Promise<Response>): Promise<Response> {
    hold.arrived();
    if (hold.kind === "timeout-then-commit") {
      void hold.release.then(process).finally(hold.answered);
      throw new DOMException("The operation was aborted due to timeout", "TimeoutError");
    }
    try {
      if (hold.kind === "commit-on-answer") {
        await hold.release;
        return await process();
      }
      const answer = await process();
      if (hold.kind === "commit-then-timeout") throw new DOMException("The operation was aborted due to timeout", "TimeoutError");
      await hold.release;
      return answer;
    } finally {
      hold.answered();
    }
  }
}
