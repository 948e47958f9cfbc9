import type { ReactNode } from "react";
import { cookieSettingsLink } from "../content/legal";
import { owner } from "../content/owner";

/** `{name}`-style placeholders and `[label](/path)` links, as written in content/legal.ts. */
const TOKEN = /\{(\w+)\}|\[([^\]]+)\]\(([^)]+)\)/g;

function placeholder(name: string, key: number): ReactNode {
  switch (name) {
    case "name":
      return owner.name;
    case "address":
      return owner.postalAddress;
    case "law":
      return owner.governingLaw;
    case "newsletter":
      return owner.newsletterName;
    case "email":
      return (
        <a key={key} href={`mailto:${owner.email}`}>
          {owner.email}
        </a>
      );
    case "cookieSettings":
      // vanilla-cookieconsent opens its preferences from any element with this data-cc value.
      return (
        <a key={key} href={cookieSettingsLink.href} data-cc="show-preferencesModal">
          {cookieSettingsLink.label}
        </a>
      );
    default:
      throw new Error(`Unknown placeholder {${name}} in legal text`);
  }
}

/** A legal paragraph with the owner's details filled in. */
export function LegalText({ text }: { text: string }) {
  const parts: ReactNode[] = [];
  let last = 0;
  for (const match of text.matchAll(TOKEN)) {
    parts.push(text.slice(last, match.index));
    const key = match.index;
    parts.push(
      match[1] ? (
        placeholder(match[1], key)
      ) : (
        <a key={key} href={match[3]}>
          {match[2]}
        </a>
      ),
    );
    last = match.index + match[0].length;
  }
  parts.push(text.slice(last));
  return <>{parts}</>;
}
