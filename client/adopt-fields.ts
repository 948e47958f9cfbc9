/**
 * What a visitor did in an island's fields before React arrived, handed to React once it has
 * hydrated: the person's values, ticks and choices win over the server's, as do the focus and the
 * caret.
 *
 * Why it is needed: hydration renders the island with the server's props, so each controlled
 * field's state is the server's value, while the DOM holds what the person typed meanwhile. React
 * 19 leaves an <input>'s typed value in place but resets a <textarea> to the server's text while
 * hydrating; the next render (any state change, not only a key) then writes the server's value
 * into every controlled field: the first keys vanish.
 *
 * Why not hydrate with the DOM's values: what the island derives from them (a character count, the
 * previewer's email) would differ from the server's markup, and React would throw the server's DOM
 * away and render anew, losing the focus and the caret. So the island hydrates with the server's
 * state, and right after, in the same task, each changed field reports the person's value through
 * its own change handler, as a key would: React's state becomes the DOM's.
 */

type Field = HTMLInputElement | HTMLTextAreaElement | HTMLSelectElement;

interface FieldState {
  /** The element the person used; the same one after hydration unless React had to render anew. */
  element: Field;
  value: string;
  checked: boolean;
  selected: boolean[];
  selection: { start: number; end: number; direction: "forward" | "backward" | "none" } | null;
}

export interface FieldSnapshot {
  fields: Map<string, FieldState>;
  /** The key of the field that had the focus, if it was in the island. */
  focused: string | null;
}

/** Fields a person cannot change (or whose value a script cannot set back). */
const FIXED_TYPES = new Set(["hidden", "submit", "button", "reset", "image", "file"]);

const isCheckable = (field: Field): field is HTMLInputElement => field instanceof HTMLInputElement && (field.type === "checkbox" || field.type === "radio");

/** Finds a field again if React replaced it: its id, else its name (and value, for a choice in a group). */
function keyOf(field: Field): string | null {
  if (isCheckable(field)) return `${field.name || field.id}=${field.value}`;
  return field.id || field.name || null;
}

function fieldsIn(root: Pick<HTMLElement, "querySelectorAll">): Field[] {
  // Cast: the worker's types (in this project's scope) also declare an `Element`.
  return Array.from(root.querySelectorAll("input, textarea, select") as unknown as ArrayLike<Field>).filter((field) => !FIXED_TYPES.has(field.type));
}

/** The caret and selection, for the fields that have them (an email field has none: null). */
function selectionOf(field: Field): FieldState["selection"] {
  if (field instanceof HTMLSelectElement || field.selectionStart === null || field.selectionEnd === null) return null;
  return { start: field.selectionStart, end: field.selectionEnd, direction: field.selectionDirection ?? "none" };
}

/** Taken synchronously right before hydrateRoot: nothing the person does can come in between. */
export function snapshotFields(root: Pick<HTMLElement, "querySelectorAll">, active: Element | null = document.activeElement): FieldSnapshot {
  const fields = new Map<string, FieldState>();
  let focused: string | null = null;
  for (const element of fieldsIn(root)) {
    const key = keyOf(element);
    if (!key) continue;
    const selected = element instanceof HTMLSelectElement ? Array.from(element.options, (option) => option.selected) : [];
    fields.set(key, { element, value: element.value, checked: isCheckable(element) && element.checked, selected, selection: selectionOf(element) });
    if (element === active) focused = key;
  }
  return { fields, focused };
}

/**
 * React notices a change by comparing a field's value with the one it last saw (its value tracker,
 * `_valueTracker`, since React 15.6): told that it last saw its own rendered value, it sees the
 * person's as a change. Without a tracker, React treats every input event as a change.
 */
function reactLastSaw(field: Field, rendered: string) {
  (field as Field & { _valueTracker?: { setValue(value: string): void } })._valueTracker?.setValue(rendered);
}

// The prototypes' setters: they change the DOM without passing React's tracker.
const setValue = (field: HTMLInputElement | HTMLTextAreaElement, value: string) =>
  Object.getOwnPropertyDescriptor(Object.getPrototypeOf(field) as object, "value")?.set?.call(field, value);
const setChecked = (field: HTMLInputElement, checked: boolean) =>
  Object.getOwnPropertyDescriptor(HTMLInputElement.prototype, "checked")?.set?.call(field, checked);

const report = (field: Field, type: "input" | "change" | "click") => field.dispatchEvent(new Event(type, { bubbles: true }));

/** The value React rendered into a field: hydration and every render keep the default equal to it. */
function adoptValue(field: HTMLInputElement | HTMLTextAreaElement, person: FieldState) {
  const rendered = field.defaultValue;
  if (person.value === rendered) return;
  reactLastSaw(field, rendered);
  if (field.value !== person.value) {
    setValue(field, person.value);
    if (person.selection) field.setSelectionRange(person.selection.start, person.selection.end, person.selection.direction);
  }
  report(field, "input");
}

function adoptChecked(field: HTMLInputElement, person: FieldState) {
  const rendered = field.defaultChecked;
  // A radio button the person left is unticked by the one they chose.
  if (person.checked === rendered || (field.type === "radio" && !person.checked)) return;
  reactLastSaw(field, String(rendered));
  setChecked(field, person.checked);
  // React hears a tick as a click (a plain event: it does not tick the box again).
  report(field, "click");
}

function adoptSelected(field: HTMLSelectElement, person: FieldState) {
  const options = Array.from(field.options);
  // With no option marked, a single choice shows its first.
  const marked = options.some((option) => option.defaultSelected);
  const rendered = options.map((option, index) => option.defaultSelected || (!marked && !field.multiple && index === 0));
  if (person.selected.length !== options.length || person.selected.every((selected, index) => selected === rendered[index])) return;
  options.forEach((option, index) => {
    option.selected = person.selected[index] === true;
  });
  report(field, "change");
}

/**
 * Run right after hydration (in the same task as the snapshot): every field the person changed
 * tells React so through its own change handler, then the focus and the caret are put back where
 * they were, also when React had to render the island anew.
 */
export function adoptFields(
  root: Pick<HTMLElement, "querySelectorAll">,
  snapshot: FieldSnapshot,
  active: () => Element | null = () => document.activeElement,
): void {
  for (const field of fieldsIn(root)) {
    const key = keyOf(field);
    const person = key === null ? undefined : snapshot.fields.get(key);
    if (!person) continue;
    if (field instanceof HTMLSelectElement) adoptSelected(field, person);
    else if (isCheckable(field)) adoptChecked(field, person);
    else adoptValue(field, person);
  }
  if (snapshot.focused === null) return;
  const before = snapshot.fields.get(snapshot.focused);
  if (!before) return;
  const now = fieldsIn(root).find((field) => keyOf(field) === snapshot.focused);
  if (!now) return;
  if (now !== active()) now.focus({ preventScroll: true });
  // Hydration may move the caret even where the text stays (React 19 sets a textarea's value anew):
  // a select-all must still be whole when the paste that follows it arrives.
  const selection = before.selection;
  if (selection && !(now instanceof HTMLSelectElement) && (now.selectionStart !== selection.start || now.selectionEnd !== selection.end)) {
    now.setSelectionRange(selection.start, selection.end, selection.direction);
  }
}
