import { useEffect, useState } from "react";

/**
 * False in the server's markup and on the first client render, true once the island runs:
 * islands mark themselves with it, so styles and tests can tell enhanced markup from plain.
 */
export function useHydrated(): boolean {
  const [hydrated, setHydrated] = useState(false);
  useEffect(() => setHydrated(true), []);
  return hydrated;
}
