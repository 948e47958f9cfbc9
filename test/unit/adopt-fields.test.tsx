// @vitest-environment happy-dom
import { act, useEffect, useState } from "react";
import { renderToString } from "react-dom/server";
import { afterEach, beforeAll, describe, expect, it } from "vitest";
import { hydrateIsland } from "../../client/hydrate-island";
import { useDraft } from "../../src/previewer/use-draft";
import { must } from "../../src/must.ts";

/**
 * The island loader's adoption of what a visitor did before React arrived (client/adopt-fields.ts),
 * with React's own hydration, over happy-dom's DOM: controlled fields of every kind, a count derived
 * from one of them, and a render after hydration (as an island's `useHydrated` causes), which is
 * what used to write the server's values back.
 */

beforeAll(() => {
  (globalThis as { IS_REACT_ACT_ENVIRONMENT?: boolean }).IS_REACT_ACT_ENVIRONMENT = true;
});
afterEach(async () => {
  // The draft's pending save runs now (as when a page hides), not after this file's DOM is gone.
  await act(async () => void window.dispatchEvent(new Event("pagehide")));
  document.body.innerHTML = "";
  localStorage.clear();
});

function Booking() {
  const [name, setName] = useState("");
  const [message, setMessage] = useState("");
  const [virtual, setVirtual] = useState(false);
  const [format, setFormat] = useState("keynote");
  const [budget, setBudget] = useState("");
  // A render right after hydration that no key caused.
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return (
    <form data-enhanced={hydrated || undefined}>
      <input id="name" name="name" value={name} onChange={(event) => setName(event.target.value)} />
      <input id="email" name="email" type="email" defaultValue="" />
      <textarea id="message" name="message" value={message} onChange={(event) => setMessage(event.target.value)} />
      <output id="count">{message.length}</output>
      <input id="virtual" name="virtual" type="checkbox" checked={virtual} onChange={(event) => setVirtual(event.target.checked)} />
      {["keynote", "workshop"].map((choice) => (
        <input key={choice} type="radio" name="format" value={choice} checked={format === choice} onChange={(event) => setFormat(event.target.value)} />
      ))}
      <select id="budget" name="budget" value={budget} onChange={(event) => setBudget(event.target.value)}>
        <option value="">Choose</option>
        <option value="high">High</option>
      </select>
      <output id="state">{JSON.stringify({ name, message, virtual, format, budget })}</output>
    </form>
  );
}

/** The server's markup of an island, as src/island.tsx renders it. */
function serverRendered(Component: () => React.ReactNode): HTMLElement {
  const root = document.createElement("div");
  root.setAttribute("data-island", Component.name);
  root.innerHTML = renderToString(<Component />);
  document.body.appendChild(root);
  return root;
}

// Cast: the worker's types (in this project's scope) also declare an `Element`.
const field = <T = HTMLElement>(selector: string) => document.querySelector(selector) as unknown as T;

/** What a person does in the plain form while the island's code loads. */
function personFillsIn() {
  const name = field<HTMLInputElement>("#name");
  name.focus();
  name.value = "Maria Event";
  // The caret went back to fix a letter: it is in the middle.
  name.setSelectionRange(5, 5);
  field<HTMLInputElement>("#email").value = "maria@example.com";
  field<HTMLTextAreaElement>("#message").value = "Hello";
  field<HTMLInputElement>("#virtual").checked = true;
  field<HTMLInputElement>('input[value="workshop"]').checked = true;
  field<HTMLSelectElement>("#budget").value = "high";
}

const state = () => JSON.parse(must(field("#state").textContent)) as Record<string, unknown>;

describe("an island hydrating over a form a person has filled in", () => {
  it("keeps every value, tick and choice, hands them to React's state, and keeps the focus and the caret", async () => {
    const root = serverRendered(Booking);
    personFillsIn();
    await act(async () => hydrateIsland(root, Booking));

    expect(root.getAttribute("data-hydrated")).toBe("true");
    // The render after hydration has happened, and kept what the person did.
    expect(field("form").hasAttribute("data-enhanced")).toBe(true);
    expect(state()).toEqual({ name: "Maria Event", message: "Hello", virtual: true, format: "workshop", budget: "high" });
    expect(field("#count").textContent).toBe("5");
    expect(field<HTMLInputElement>("#name").value).toBe("Maria Event");
    expect(field<HTMLInputElement>("#email").value).toBe("maria@example.com");
    expect(field<HTMLTextAreaElement>("#message").value).toBe("Hello");
    expect(field<HTMLInputElement>("#virtual").checked).toBe(true);
    expect(field<HTMLInputElement>('input[value="workshop"]').checked).toBe(true);
    expect(field<HTMLInputElement>('input[value="keynote"]').checked).toBe(false);
    expect(field<HTMLSelectElement>("#budget").value).toBe("high");
    const name = field<HTMLInputElement>("#name");
    expect(document.activeElement).toBe(name);
    expect([name.selectionStart, name.selectionEnd]).toEqual([5, 5]);
  });

  it("leaves a form nobody touched as the server rendered it, without a change event", async () => {
    const root = serverRendered(Booking);
    await act(async () => hydrateIsland(root, Booking));
    expect(state()).toEqual({ name: "", message: "", virtual: false, format: "keynote", budget: "" });
    expect(root.getAttribute("data-hydrated")).toBe("true");
  });
});

function DraftEditor() {
  const draft = useDraft("draft-key", "The sample");
  return <textarea id="draft" value={draft.text} onChange={(event) => draft.edit(event.target.value)} />;
}

describe("a stored draft that loads at hydration", () => {
  it("never replaces what the owner typed before it", async () => {
    localStorage.setItem("draft-key", "Yesterday's draft");
    const root = serverRendered(DraftEditor);
    const area = field<HTMLTextAreaElement>("#draft");
    area.focus();
    area.select();
    area.value = "Typed over the sample";
    await act(async () => hydrateIsland(root, DraftEditor));
    expect(area.value).toBe("Typed over the sample");
    expect(document.activeElement).toBe(area);
    expect(area.selectionStart).toBe("Typed over the sample".length);
  });

  it("keeps a select-all whole for the paste that follows it", async () => {
    const root = serverRendered(DraftEditor);
    const area = field<HTMLTextAreaElement>("#draft");
    area.focus();
    area.select();
    await act(async () => hydrateIsland(root, DraftEditor));
    expect([area.selectionStart, area.selectionEnd]).toEqual([0, "The sample".length]);
  });

  it("still opens when the owner has typed nothing", async () => {
    localStorage.setItem("draft-key", "Yesterday's draft");
    const root = serverRendered(DraftEditor);
    await act(async () => hydrateIsland(root, DraftEditor));
    expect(field<HTMLTextAreaElement>("#draft").value).toBe("Yesterday's draft");
  });
});
