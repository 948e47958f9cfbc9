/**
 * Each item with a key taken from its content (the second of two equal items gets "#2"): a key that
 * stays with its item when the list above it changes, as an index does not.
 */
export function keyed<T>(items: readonly T[], text: (item: T) => string = (item) => JSON.stringify(item)): [string, T][] {
  const seen = new Map<string, number>();
  return items.map((item) => {
    const base = text(item);
    const count = (seen.get(base) ?? 0) + 1;
    seen.set(base, count);
    return [count === 1 ? base : `${base}#${count}`, item];
  });
}
