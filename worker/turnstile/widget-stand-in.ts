import type { Context } from "hono";
import { configOf, TURNSTILE_TEST_SITE_KEYS, type AppEnv } from "../config";
import { STAND_IN_TOKEN_PREFIX } from "./stand-in-token";

const keys = TURNSTILE_TEST_SITE_KEYS;

/**
 * The widget stand-in: the part of `window.turnstile` the signup islands use (`render` with
 * sitekey, action, callback, error-callback, expired-callback, before-interactive-callback,
 * execution, appearance; `execute`, `reset`, `getResponse`, `remove`), behaving as Cloudflare's
 * test site keys do: the passing keys give a token without interaction, the blocking keys call
 * the error callback, the interactive key shows a check the person clicks ("Verify you are
 * human"). Its tokens are the stand-in's (./stand-in-token.ts). Plain script, no inline styles
 * (the CSP allows none; CSSOM writes are allowed), served only for test site keys.
 */
export const WIDGET_STAND_IN_SCRIPT = `(() => {
  "use strict";
  const PASS = [${JSON.stringify(keys.passVisible)}, ${JSON.stringify(keys.passInvisible)}];
  const BLOCK = [${JSON.stringify(keys.blockVisible)}, ${JSON.stringify(keys.blockInvisible)}];
  const INTERACTIVE = ${JSON.stringify(keys.interactive)};
  const LIFETIME_MS = 300000;
  const widgets = new Map();
  let next = 0;
  const b64url = (text) => btoa(text).replace(/\\+/g, "-").replace(/\\//g, "_").replace(/=+$/, "");
  // getRandomValues, not randomUUID: the stand-in also runs on plain-HTTP pages (a phone on the LAN), which are no secure context.
  const nonce = () => Array.from(crypto.getRandomValues(new Uint8Array(16)), (byte) => byte.toString(16).padStart(2, "0")).join("");
  const mint = (action) =>
    ${JSON.stringify(STAND_IN_TOKEN_PREFIX)} + b64url(JSON.stringify({ h: location.hostname, a: action, n: nonce(), t: Date.now() }));
  const call = (fn, ...args) => { if (typeof fn === "function") fn(...args); };

  function clear(widget) {
    clearTimeout(widget.expiry);
    widget.token = "";
    widget.box.replaceChildren();
    widget.box.hidden = widget.options.appearance === "interaction-only" || widget.options.appearance === "execute";
  }

  function pass(widget) {
    widget.token = mint(widget.options.action || "");
    widget.box.hidden = widget.options.appearance !== "always" && widget.options.appearance !== undefined;
    if (!widget.box.hidden) widget.box.textContent = "Success!";
    call(widget.options.callback, widget.token);
    widget.expiry = setTimeout(() => {
      widget.token = "";
      call(widget.options["expired-callback"]);
      if ((widget.options["refresh-expired"] || "auto") === "auto") run(widget);
    }, LIFETIME_MS);
  }

  function run(widget) {
    clear(widget);
    const key = widget.options.sitekey;
    if (BLOCK.includes(key)) return void setTimeout(() => call(widget.options["error-callback"], "600010"));
    if (PASS.includes(key)) return void setTimeout(() => pass(widget));
    if (key !== INTERACTIVE) return void setTimeout(() => call(widget.options["error-callback"], "110100"));
    call(widget.options["before-interactive-callback"]);
    widget.box.hidden = false;
    const button = document.createElement("button");
    button.type = "button";
    button.textContent = "Verify you are human";
    button.addEventListener("click", () => {
      call(widget.options["after-interactive-callback"]);
      pass(widget);
    }, { once: true });
    widget.box.append(button);
  }

  const idOf = (target) => (target === undefined ? [...widgets.keys()].pop() : typeof target === "string" && widgets.has(target) ? target : [...widgets].find(([, w]) => w.container === target || w.box === target)?.[0]);

  window.turnstile = {
    render(container, options) {
      const element = typeof container === "string" ? document.querySelector(container) : container;
      if (!element) throw new Error("turnstile stand-in: no container");
      const box = document.createElement("div");
      box.dataset.turnstileStandIn = "";
      element.append(box);
      const id = "stand-in-" + ++next;
      const widget = { container: element, box, options: options || {}, token: "", expiry: 0 };
      widgets.set(id, widget);
      if (widget.options.execution === "execute") clear(widget);
      else run(widget);
      return id;
    },
    execute(target) {
      const widget = widgets.get(idOf(target));
      if (widget) run(widget);
    },
    reset(target) {
      const widget = widgets.get(idOf(target));
      if (!widget) return;
      if (widget.options.execution === "execute") clear(widget);
      else run(widget);
    },
    getResponse(target) {
      return widgets.get(idOf(target))?.token || undefined;
    },
    isExpired(target) {
      return !widgets.get(idOf(target))?.token;
    },
    remove(target) {
      const id = idOf(target);
      const widget = widgets.get(id);
      if (!widget) return;
      clearTimeout(widget.expiry);
      widget.box.remove();
      widgets.delete(id);
    },
    ready(fn) {
      fn();
    },
  };
})();
`;

/** GET of the stand-in's path: the script while the site key is a test key, else not found (production never loads it). */
export function serveWidgetStandIn(c: Context<AppEnv>): Response {
  const { turnstile } = configOf(c.env);
  if (turnstile.kind !== "on" || turnstile.widget !== "stand-in") return c.notFound() as Response;
  return c.body(WIDGET_STAND_IN_SCRIPT, 200, { "Content-Type": "text/javascript; charset=utf-8", "Cache-Control": "no-cache" });
}
