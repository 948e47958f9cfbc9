import { useRef, type KeyboardEvent } from "react";
import * as css from "./Tabs.css";
import { must } from "../../must.ts";

export interface TabItem<Id extends string> {
  id: Id;
  label: string;
  /** A short count beside the label (e.g. issues to fix); `ok` colours it as passing. */
  badge?: { text: string; label: string; ok: boolean };
}

export function tabId(idPrefix: string, id: string) {
  return `${idPrefix}-tab-${id}`;
}

export function panelId(idPrefix: string, id: string) {
  return `${idPrefix}-panel-${id}`;
}

/** ARIA tabs: arrow keys, Home and End move between tabs and select them. */
export function Tabs<Id extends string>({
  label,
  items,
  selected,
  onSelect,
  idPrefix,
}: {
  label: string;
  items: readonly TabItem<Id>[];
  selected: Id;
  onSelect(id: Id): void;
  idPrefix: string;
}) {
  const list = useRef<HTMLDivElement>(null);

  function move(event: KeyboardEvent<HTMLButtonElement>) {
    const index = items.findIndex((item) => item.id === selected);
    const target = {
      ArrowRight: (index + 1) % items.length,
      ArrowLeft: (index - 1 + items.length) % items.length,
      Home: 0,
      End: items.length - 1,
    }[event.key];
    if (target === undefined) return;
    event.preventDefault();
    const next = must(items[target]);
    onSelect(next.id);
    list.current?.querySelector<HTMLButtonElement>(`#${tabId(idPrefix, next.id)}`)?.focus();
  }

  return (
    <div role="tablist" aria-label={label} className={css.tablist} ref={list}>
      {items.map((item) => {
        const isSelected = item.id === selected;
        return (
          <button
            key={item.id}
            type="button"
            role="tab"
            id={tabId(idPrefix, item.id)}
            aria-selected={isSelected}
            aria-controls={panelId(idPrefix, item.id)}
            tabIndex={isSelected ? 0 : -1}
            className={css.tab}
            onClick={() => onSelect(item.id)}
            onKeyDown={move}
          >
            {item.label}
            {item.badge ? (
              // The mark is for the eye; its words (a generic span cannot carry aria-label) for the tab's name.
              <span className={item.badge.ok ? css.badgeOk : css.badge}>
                <span aria-hidden="true">{item.badge.text}</span>
                <span className="visually-hidden"> {item.badge.label}</span>
              </span>
            ) : null}
          </button>
        );
      })}
    </div>
  );
}
