import * as css from "./lists.css";

/** A list with a tick (or a cross, for "not for you") before each item. */
export function CheckList({ items, tone = "yes", className }: { items: readonly string[]; tone?: "yes" | "no"; className?: string }) {
  return (
    <ul className={className ? `${css.plainList} ${className}` : css.plainList}>
      {items.map((item) => (
        <li key={item} className={tone === "yes" ? css.yes : css.no}>
          {item}
        </li>
      ))}
    </ul>
  );
}
