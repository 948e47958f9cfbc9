import { useEffect, useRef, useState } from "react";
import { TURNSTILE_ACTION } from "../../signup/contract";
import type { PublicConfig } from "../../page-context";

/** The part of Cloudflare's `window.turnstile` the signup forms use (the stand-in implements the same). */
interface TurnstileApi {
  render(container: HTMLElement, options: Record<string, unknown>): string | undefined;
  reset(widgetId: string): void;
  remove(widgetId: string): void;
}

declare global {
  interface Window {
    turnstile?: TurnstileApi;
  }
}

/** How long a submit waits for a widget still working on its first token before it sends without one. */
const FIRST_TOKEN_WAIT_MS = 3000;

/** One script per page, however many forms it has; loaded when the first form hydrates (its first touch). */
let loading: Promise<TurnstileApi> | undefined;
function loadTurnstile(src: string): Promise<TurnstileApi> {
  if (window.turnstile) return Promise.resolve(window.turnstile);
  loading ??= new Promise<TurnstileApi>((resolve, reject) => {
    const script = document.createElement("script");
    script.src = src;
    script.async = true;
    script.onload = () => (window.turnstile ? resolve(window.turnstile) : reject(new Error("Turnstile did not start")));
    script.onerror = () => {
      loading = undefined;
      reject(new Error(`Turnstile's script did not load: ${src}`));
    };
    document.head.appendChild(script);
  });
  return loading;
}

interface WidgetState {
  api?: TurnstileApi;
  id?: string;
  token: string;
  /** The widget could not run (script blocked, an error): no token is coming for now. */
  failed: boolean;
  waiters: ((token: string) => void)[];
}

interface TurnstileOptions {
  /** The widget's action, which Siteverify returns and the worker checks (signups by default). */
  action?: string;
  /** The challenge is shown from the start (the server already asked for it). */
  shown?: boolean;
}

/**
 * Turnstile for a signup form (and the inquiry form, with its own action): rendered when the island hydrates (a visitor's first touch, never at
 * page load), in the form's own container, as the "interaction-only" appearance: invisible unless
 * Turnstile asks the visitor for a click. The container stays hidden until the server asks for
 * the challenge (CHALLENGE_REQUIRED); then it is shown, and the next token is waited for. Each
 * token is single use: after a send the widget is reset for a fresh one.
 */
export function useTurnstile(config: PublicConfig["turnstile"], { action = TURNSTILE_ACTION, shown = false }: TurnstileOptions = {}) {
  const containerRef = useRef<HTMLDivElement>(null);
  const [challengeShown, setChallengeShown] = useState(shown);
  const widget = useRef<WidgetState>({ token: "", failed: false, waiters: [] }).current;

  const settle = (token: string) => {
    widget.token = token;
    for (const waiter of widget.waiters.splice(0)) waiter(token);
  };

  // biome-ignore lint/correctness/useExhaustiveDependencies: the widget is made again only when its script, site key or action change, not when the config object is rebuilt
  useEffect(() => {
    const container = containerRef.current;
    if (!config || !container) return;
    let gone = false;
    loadTurnstile(config.script)
      .then((api) => {
        if (gone) return;
        widget.api = api;
        widget.id = api.render(container, {
          sitekey: config.siteKey,
          action,
          appearance: "interaction-only",
          // The island sends the token itself; no hidden field in the form.
          "response-field": false,
          callback: (token: string) => {
            widget.failed = false;
            settle(token);
          },
          "error-callback": () => {
            widget.failed = true;
            settle("");
          },
          "expired-callback": () => (widget.token = ""),
        });
      })
      .catch((error: unknown) => {
        console.error(error);
        widget.failed = true;
        settle("");
      });
    return () => {
      gone = true;
      if (widget.api && widget.id) widget.api.remove(widget.id);
    };
  }, [config?.script, config?.siteKey, action]);

  /** The current token, or one that comes within `waitMs`; "" without one (no Turnstile, a failed widget, too slow). */
  function nextToken(waitMs: number): Promise<string> {
    if (!config || widget.token || widget.failed) return Promise.resolve(widget.token);
    return new Promise((resolve) => {
      const timer = Number.isFinite(waitMs) ? setTimeout(() => resolve(""), waitMs) : undefined;
      widget.waiters.push((token) => {
        clearTimeout(timer);
        resolve(token);
      });
    });
  }

  return {
    turnstileOn: Boolean(config),
    challengeRef: containerRef,
    challengeShown,
    /** The token for a send (waits a moment for a widget still on its first run). */
    tokenForSend: () => nextToken(FIRST_TOKEN_WAIT_MS),
    /** A sent token is spent: ask the widget for a fresh one. */
    spend() {
      widget.token = "";
      if (widget.api && widget.id) widget.api.reset(widget.id);
    },
    /** The server asked for the challenge: show the widget and wait, without limit, for the person to pass it. */
    challenge(): Promise<string> {
      setChallengeShown(true);
      return nextToken(Number.POSITIVE_INFINITY);
    },
  };
}
