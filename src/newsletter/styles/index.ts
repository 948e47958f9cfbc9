import type { StyleKey } from "../../newsletter-contract/types.ts";
import { colourNames } from "../../styles/palette.ts";
import { bold } from "./bold.ts";
import { editorial } from "./editorial.ts";
import { hybrid } from "./hybrid.ts";
import { magazine } from "./magazine.ts";
import { minimal } from "./minimal.ts";
import { sidebar } from "./sidebar.ts";
import type { StyleDefinition } from "./theme.ts";

export const STYLES: Readonly<Record<StyleKey, StyleDefinition>> = { minimal, bold, sidebar, magazine, hybrid, editorial };

export interface StyleSummary {
  key: StyleKey;
  name: string;
  description: string;
  width: number;
}

/** The designs, in menu order, without their internals. */
export const STYLE_LIST: readonly StyleSummary[] = Object.values(STYLES).map(({ key, name, describe, width }) => ({
  key,
  name,
  description: describe(colourNames),
  width,
}));

export function isStyleKey(value: unknown): value is StyleKey {
  return typeof value === "string" && Object.hasOwn(STYLES, value);
}

export function getStyle(key: string): StyleDefinition | undefined {
  return isStyleKey(key) ? STYLES[key] : undefined;
}
