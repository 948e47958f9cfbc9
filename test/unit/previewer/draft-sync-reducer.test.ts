import fc from "fast-check";
import { describe, expect, it } from "vitest";
import type { DraftOutcome } from "../../../src/previewer/drafts/draft-api";
import type { CachedDraft } from "../../../src/previewer/drafts/draft-cache";
import type { DraftContent } from "../../../src/previewer/drafts/reconcile";
import {
  initialSync,
  NO_META,
  RETRY_MS,
  SAVE_DELAY_MS,
  step,
  type Effect,
  type Happening,
  type SaveRequest,
  type SyncState,
} from "../../../src/previewer/drafts/sync-reducer";
import type { ServerDraft } from "../../../src/publishing/drafts";
import { must } from "../../../src/must.ts";

const STYLE = "minimal";

/** The site's drafts endpoint as the worker keeps it (worker/drafts/endpoint.ts): one draft, versions, save keys, `after_saves`. */
class FakeServer {
  draft: { id: string; version: number; text: string } | null = null;
  /** Save key → the version it produced. */
  landed = new Map<string, number>();
  createKeys = new Map<string, string>();
  /** Every text it held (the draft's history keeps them). */
  history = new Set<string>();
  up = true;

  private copy(): ServerDraft {
    const d = must(this.draft);
    return {
      id: d.id,
      version: d.version,
      text: d.text,
      style: STYLE,
      title: null,
      subject: null,
      preview_text: null,
      issue: null,
      updatedAt: `t${d.version}`,
    };
  }

  handle(request: SaveRequest): DraftOutcome {
    if (!this.up) return { kind: "offline" };
    if (request.method === "post") {
      if (request.key && this.createKeys.has(request.key)) return { kind: "saved", draft: this.copy() };
      this.draft = { id: "d1", version: 1, text: request.body.text };
      this.history.add(request.body.text);
      if (request.key) this.createKeys.set(request.key, "d1");
      return { kind: "saved", draft: this.copy() };
    }
    const current = this.draft;
    if (!current || current.id !== request.id) return { kind: "missing" };
    const own = Math.max(-1, ...request.after.map((key) => this.landed.get(key) ?? -1)) === current.version;
    if (current.version !== request.version && !own)
      return current.text === request.body.text ? { kind: "saved", draft: this.copy() } : { kind: "conflict", newer: this.copy() };
    current.version += 1;
    current.text = request.body.text;
    this.history.add(current.text);
    if (request.saveKey) this.landed.set(request.saveKey, current.version);
    return { kind: "saved", draft: this.copy() };
  }

  read(keys: string[]): DraftOutcome {
    if (!this.up) return { kind: "offline" };
    if (!this.draft) return { kind: "missing" };
    const found = keys.map((key) => ({ key, version: this.landed.get(key) ?? -1 })).sort((a, b) => b.version - a.version)[0];
    return { kind: "saved", draft: { ...this.copy(), landed: found && found.version >= 0 ? found : null } };
  }

  /** Another tab or device saves over it. */
  otherDevice(text: string) {
    const d = must(this.draft);
    d.version += 1;
    d.text = text;
  }
}

type Request =
  | { kind: "save"; effect: Extract<Effect, { type: "save" }> }
  | { kind: "closing"; effect: Extract<Effect, { type: "closing-save" }> }
  | { kind: "read"; effect: Extract<Effect, { type: "read-own-saves" }> };

/** The page: the editor's text, this browser's copy, the timer and the requests on the way, moved only by events the test chooses. */
class Page {
  state: SyncState = initialSync();
  latest: DraftContent = { text: "", style: STYLE, meta: NO_META };
  copy: CachedDraft | null = null;
  timer: number | null = null;
  requests: Request[] = [];
  question: Extract<Effect, { type: "show-question" }> | null = null;
  log: Effect[] = [];
  private nextKey = 0;

  constructor(readonly server: FakeServer) {}

  dispatch(happening: Happening): Effect[] {
    const keys = [`k${this.nextKey++}`, `k${this.nextKey++}`];
    const { state, effects } = step(this.state, { ...happening, latest: { ...this.latest }, keys });
    this.state = state;
    this.log.push(...effects);
    for (const effect of effects) {
      if (effect.type === "store-local-copy") this.copy = effect.copy;
      else if (effect.type === "set-timer") this.timer = effect.ms;
      else if (effect.type === "cancel-timer") this.timer = null;
      else if (effect.type === "save") this.requests.push({ kind: "save", effect });
      else if (effect.type === "closing-save") this.requests.push({ kind: "closing", effect });
      else if (effect.type === "read-own-saves") this.requests.push({ kind: "read", effect });
      else if (effect.type === "show-question") this.question = effect;
    }
    return effects;
  }

  open() {
    this.dispatch({ type: "opened", dirtyCopy: false });
  }
  /** A key typed, then the preview catches up (as the editor commits a moment later). */
  type(text: string, commit = true) {
    this.latest = { ...this.latest, text };
    this.dispatch({ type: "typed", text });
    if (commit) this.dispatch({ type: "committed", content: { ...this.latest } });
  }
  fireTimer() {
    if (this.timer === null) return;
    this.timer = null;
    this.dispatch({ type: "timer-fired" });
  }
  /** The oldest request reaches the site (or not, when it is down) and its answer comes back. */
  deliver(index = 0) {
    const request = this.requests.splice(index, 1)[0];
    if (!request) return;
    if (request.kind === "save") this.dispatch({ type: "save-answered", tag: request.effect.tag, outcome: this.server.handle(request.effect.request) });
    else if (request.kind === "closing") this.server.handle(request.effect.request);
    else this.dispatch({ type: "own-saves-read", epoch: request.effect.epoch, outcome: this.server.read(request.effect.keys), newer: request.effect.newer });
  }
  /** Everything on the way answered and every wait over, the site up. */
  settle() {
    this.server.up = true;
    for (let rounds = 0; rounds < 50 && (this.requests.length > 0 || this.timer !== null); rounds++) {
      while (this.requests.length > 0) this.deliver();
      this.fireTimer();
    }
  }
}

/** A page that opened a new draft and saved its first words on the site. */
function pageWithDraft(server = new FakeServer()) {
  const page = new Page(server);
  page.open();
  page.type("first");
  page.settle();
  expect(server.draft?.text).toBe("first");
  page.log = [];
  return page;
}

const ofType = <T extends Effect["type"]>(effects: Effect[], type: T) =>
  effects.filter((effect): effect is Extract<Effect, { type: T }> => effect.type === type);

describe("the draft sync, one event at a time", () => {
  it("saves a moment after typing pauses, with every key in this browser's copy at once", () => {
    const page = pageWithDraft();
    page.type("first words", false);
    expect(page.copy).toMatchObject({ text: "first words", dirty: true });
    page.dispatch({ type: "committed", content: { ...page.latest } });
    expect(page.timer).toBe(SAVE_DELAY_MS);
    expect(page.requests).toHaveLength(0);
    page.fireTimer();
    expect(page.requests[0]?.effect).toMatchObject({ type: "save", request: { method: "put", id: "d1", version: 1, body: { text: "first words" } } });
    expect(page.state.status).toBe("saving");
    page.deliver();
    expect(page.state.status).toBe("saved");
    expect(page.copy).toMatchObject({ text: "first words", dirty: false, version: 2 });
  });

  it("two devices on one draft: the save meets the other's newer text and asks which to keep, his kept in the history", () => {
    const page = pageWithDraft();
    page.server.otherDevice("from the phone");
    page.type("from the laptop");
    page.fireTimer();
    page.deliver();
    // It had unanswered saves: the site is asked whether the newer version is its own first.
    expect(page.requests[0]?.kind).toBe("read");
    page.deliver();
    expect(page.state.status).toBe("conflict");
    expect(page.question).toMatchObject({ newer: { text: "from the phone", version: 2 }, mine: { text: "from the laptop" } });
    expect(ofType(page.log, "keep-text")[0]).toMatchObject({ base: 1, version: 2, content: { text: "from the laptop" } });
    // The copy keeps the version his text started from: the next open asks again.
    expect(page.copy).toMatchObject({ text: "from the laptop", dirty: true, version: 1 });
    // Nothing more is saved until he answers; keeping his own saves over the newer one as a choice.
    page.type("from the laptop!");
    page.fireTimer();
    expect(page.requests).toHaveLength(0);
    page.dispatch({ type: "kept-mine", newer: must(page.question).newer });
    expect(page.requests[0]?.effect).toMatchObject({ request: { version: 2, body: { text: "from the laptop!", choice: true } } });
    page.deliver();
    expect(page.server.draft?.text).toBe("from the laptop!");
    expect(page.state.choice).toBe(false);
  });

  it("a save in flight when the tab closes: the closing save names it in after_saves, and the site takes both", () => {
    const page = pageWithDraft();
    page.type("one");
    page.fireTimer();
    const first = page.requests[0];
    expect(first?.kind).toBe("save");
    page.type("one two", false);
    page.dispatch({ type: "page-hidden", closing: true });
    const closing = page.requests[1];
    if (first?.kind !== "save" || closing?.kind !== "closing") throw new Error("expected a save then a closing save");
    expect(closing.effect.request).toMatchObject({
      version: 1,
      body: { text: "one two" },
      after: [first.effect.request.method === "put" ? first.effect.request.saveKey : ""],
    });
    expect(page.copy?.sent.map((sent) => sent.key)).toEqual([
      first.effect.request.method === "put" ? first.effect.request.saveKey : "",
      closing.effect.request.saveKey,
    ]);
    // The page is gone: the first save lands, then the closing one over it (never a conflict with its own words).
    page.server.handle(first.effect.request);
    page.server.handle(closing.effect.request);
    expect(page.server.draft).toMatchObject({ text: "one two", version: 3 });
  });

  it("a hidden page (not closing) with a save in flight sends no closing save: it saves again once answered", () => {
    const page = pageWithDraft();
    page.type("one");
    page.fireTimer();
    page.type("one two", false);
    page.dispatch({ type: "page-hidden", closing: false });
    expect(page.requests.map((request) => request.kind)).toEqual(["save"]);
    page.deliver();
    expect(page.requests[0]?.effect).toMatchObject({ type: "save", request: { body: { text: "one two" } } });
  });

  it("offline, then online: kept in this browser, tried again later, and at once when the network is back", () => {
    const page = pageWithDraft();
    page.server.up = false;
    page.type("on the train");
    page.fireTimer();
    page.deliver();
    expect(page.state.status).toBe("offline");
    expect(page.timer).toBe(RETRY_MS);
    expect(page.copy).toMatchObject({ text: "on the train", dirty: true });
    page.server.up = true;
    page.dispatch({ type: "online" });
    expect(page.timer).toBeNull();
    page.deliver();
    expect(page.server.draft?.text).toBe("on the train");
    expect(page.state.status).toBe("saved");
  });

  it("a save answered after a newer keystroke: never 'saved' beside words the site has not seen, and the newer words follow", () => {
    const page = pageWithDraft();
    page.type("a");
    page.fireTimer();
    page.type("ab");
    page.deliver();
    expect(page.state.status).toBe("saving");
    expect(page.copy).toMatchObject({ text: "ab", dirty: true });
    page.fireTimer();
    page.deliver();
    expect(page.server.draft?.text).toBe("ab");
    expect(page.state.status).toBe("saved");
  });

  it("a first save creates the draft under one key, kept in this browser before it leaves", () => {
    const page = new Page(new FakeServer());
    page.open();
    page.type("hello");
    page.fireTimer();
    const request = page.requests[0];
    expect(request?.effect).toMatchObject({ request: { method: "post", key: page.state.createKey } });
    expect(page.copy).toMatchObject({ createKey: page.state.createKey, dirty: true });
    page.deliver();
    expect(page.state).toMatchObject({ id: "d1", createKey: null });
    expect(ofType(page.log, "show-in-address")).toEqual([{ type: "show-in-address", id: "d1" }]);
  });

  it("an answer for a draft the page has left is not this draft's", () => {
    const page = pageWithDraft();
    page.type("old draft's words");
    page.fireTimer();
    page.dispatch({ type: "started-new" });
    page.latest = { text: "new", style: STYLE, meta: NO_META };
    page.deliver();
    expect(page.state).toMatchObject({ id: null, inFlight: false, status: "saving" });
  });
});

/** What can happen to a page, in any order. */
type Act =
  | { kind: "type"; char: string; commit: boolean }
  | { kind: "commit" }
  | { kind: "timer" }
  | { kind: "deliver"; pick: number }
  | { kind: "hide"; closing: boolean }
  | { kind: "online" }
  | { kind: "network"; up: boolean };

const act: fc.Arbitrary<Act> = fc.oneof(
  { weight: 5, arbitrary: fc.record({ kind: fc.constant("type" as const), char: fc.constantFrom("a", "b", " "), commit: fc.boolean() }) },
  { weight: 2, arbitrary: fc.constant({ kind: "commit" as const }) },
  { weight: 3, arbitrary: fc.constant({ kind: "timer" as const }) },
  { weight: 4, arbitrary: fc.record({ kind: fc.constant("deliver" as const), pick: fc.nat(3) }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("hide" as const), closing: fc.boolean() }) },
  { weight: 1, arbitrary: fc.constant({ kind: "online" as const }) },
  { weight: 1, arbitrary: fc.record({ kind: fc.constant("network" as const), up: fc.boolean() }) },
);

/** `history`: text the site once held counts as kept (another device saved over it; its history has it). */
function play(page: Page, acts: Act[], history = false) {
  for (const a of acts) {
    if (a.kind === "type") page.type(page.latest.text + a.char, a.commit);
    else if (a.kind === "commit") page.dispatch({ type: "committed", content: { ...page.latest } });
    else if (a.kind === "timer") page.fireTimer();
    else if (a.kind === "deliver") page.deliver(page.requests.length ? a.pick % page.requests.length : 0);
    else if (a.kind === "hide") page.dispatch({ type: "page-hidden", closing: a.closing });
    else if (a.kind === "online") page.dispatch({ type: "online" });
    else page.server.up = a.up;
    // No typed word is ever lost: what the editor holds is on the site or in this browser's copy, marked unsaved.
    const onSite = page.server.draft?.text === page.latest.text;
    const kept = page.copy?.text === page.latest.text && page.copy.dirty;
    if (!onSite && !kept && !(history && page.server.history.has(page.latest.text)))
      throw new Error(`lost "${page.latest.text}": site "${page.server.draft?.text}", copy ${JSON.stringify(page.copy)}`);
  }
}

describe("the draft sync under any order of keystrokes, answers, hides and outages", () => {
  it("never loses a typed word, and once the network settles the site holds the last text, said as saved", () => {
    fc.assert(
      fc.property(fc.array(act, { maxLength: 60 }), (acts) => {
        const page = pageWithDraft();
        play(page, acts);
        page.dispatch({ type: "committed", content: { ...page.latest } });
        page.settle();
        expect(page.server.draft?.text).toBe(page.latest.text);
        expect(page.state.status).toBe("saved");
        expect(page.copy).toMatchObject({ text: page.latest.text, dirty: false });
      }),
      { numRuns: 300 },
    );
  });

  it("with another device saving too: his words are never lost, and a disagreement is asked, never settled silently", () => {
    fc.assert(
      fc.property(fc.array(act, { maxLength: 40 }), fc.nat(40), (acts, at) => {
        const page = pageWithDraft();
        play(page, acts.slice(0, at), true);
        page.server.otherDevice("the phone's words");
        play(page, [...acts.slice(at), { kind: "type", char: "!", commit: true }], true);
        page.dispatch({ type: "committed", content: { ...page.latest } });
        page.settle();
        const onSite = page.server.draft?.text === page.latest.text;
        if (!onSite) {
          // The phone's text stays on the site, his in this browser's copy and in the question.
          expect(page.server.draft?.text).toBe("the phone's words");
          expect(page.state.status).toBe("conflict");
          expect(page.question?.newer.text).toBe("the phone's words");
          expect(page.copy).toMatchObject({ text: page.latest.text, dirty: true });
        }
      }),
      { numRuns: 300 },
    );
  });
});
