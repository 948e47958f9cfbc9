import { must } from "../../src/must.ts";
const MAX_SHELLS = 256;
/**
 * Shells of one route: its query values (page-query.ts) make a few combinations each (a signup
 * error's code and form, an inquiry's page, topic and variant); past this many, a route's further
 * combinations are rendered in full, so one route cannot evict every other route's shells.
 */
export const MAX_SHELLS_PER_ROUTE = 16;

/** The isolate's page shells (page-shell.tsx): at most MAX_SHELLS, oldest out first, and at most MAX_SHELLS_PER_ROUTE a route. */
export class ShellStore<T> {
  private readonly entries = new Map<string, { path: string; value: T }>();
  private readonly perRoute = new Map<string, number>();

  get(key: string): T | undefined {
    return this.entries.get(key)?.value;
  }

  /** Whether the route already has its most shells: a new combination is then rendered in full. */
  isFull(path: string): boolean {
    return this.countOf(path) >= MAX_SHELLS_PER_ROUTE;
  }

  set(key: string, path: string, value: T): void {
    if (this.entries.size >= MAX_SHELLS) this.forget(must(this.entries.keys().next().value));
    this.entries.set(key, { path, value });
    this.perRoute.set(path, this.countOf(path) + 1);
  }

  countOf(path: string): number {
    return this.perRoute.get(path) ?? 0;
  }

  private forget(key: string): void {
    const entry = this.entries.get(key);
    if (!entry) return;
    this.entries.delete(key);
    this.perRoute.set(entry.path, this.countOf(entry.path) - 1);
  }
}
