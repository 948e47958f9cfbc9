import { useEffect, useRef, useState } from "react";
import { must } from "../must.ts";

export type LazyResult<T> = { status: "idle" } | { status: "loading" } | { status: "ready"; value: T } | { status: "failed" };

/**
 * Computes a value with a module loaded on demand, only while `enabled`, after `input` has been
 * still for `delayMs`. Keeps the last value on screen while a newer one is computed.
 */
export function useLazyResult<M, I, T>(
  load: () => Promise<M>,
  compute: (module: M, input: I) => T,
  input: I,
  enabled: boolean,
  delayMs: number,
): LazyResult<T> {
  const [result, setResult] = useState<LazyResult<T>>({ status: "idle" });
  const module = useRef<Promise<M> | null>(null);

  // biome-ignore lint/correctness/useExhaustiveDependencies: the module is loaded once per enabled turn; the loader and its inputs are read through refs
  useEffect(() => {
    if (!enabled) return;
    let cancelled = false;
    setResult((current) => (current.status === "ready" ? current : { status: "loading" }));
    const firstRun = module.current === null;
    module.current ??= load();
    const timer = setTimeout(
      () => {
        must(module.current).then(
          (loaded) => {
            if (!cancelled) setResult({ status: "ready", value: compute(loaded, input) });
          },
          () => {
            module.current = null;
            if (!cancelled) setResult({ status: "failed" });
          },
        );
      },
      firstRun ? 0 : delayMs,
    );
    return () => {
      cancelled = true;
      clearTimeout(timer);
    };
    // load and compute are module-level functions; input and enabled drive the work.
  }, [input, enabled, delayMs]);

  return result;
}
