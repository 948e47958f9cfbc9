import type { PageContextValue } from "../../src/page-context";
import type { DocumentAssets, DocumentMeta, InlineStyleSheet } from "../../src/page-document";

/** What a page's document is made of, besides the page itself: the shell is the same for the same input. */
export interface ShellInput {
  meta: DocumentMeta;
  assets: DocumentAssets;
  style: InlineStyleSheet | null;
  context: PageContextValue;
}

/** Assets and stylesheets are built once per isolate (one object each): their identity stands for their content. */
const identities = new WeakMap<object, number>();
let identitiesGiven = 0;
function identity(value: object | null): number {
  if (!value) return 0;
  let id = identities.get(value);
  if (id === undefined) {
    id = ++identitiesGiven;
    identities.set(value, id);
  }
  return id;
}

export function shellKey({ meta, assets, style, context }: ShellInput): string {
  return `${identity(assets)}:${identity(style)}:${JSON.stringify(meta)}:${JSON.stringify(context)}`;
}
