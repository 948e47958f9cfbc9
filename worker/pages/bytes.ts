import { must } from "../../src/must.ts";
/** Searching and joining UTF-8 markup as bytes, without decoding it (page-shell.tsx). */

export function ascii(text: string): Uint8Array {
  return Uint8Array.from(text, (char) => char.charCodeAt(0));
}

export function startsWithAt(bytes: Uint8Array, at: number, prefix: Uint8Array): boolean {
  if (at + prefix.length > bytes.length) return false;
  for (let i = 0; i < prefix.length; i++) if (bytes[at + i] !== prefix[i]) return false;
  return true;
}

export function indexOf(bytes: Uint8Array, needle: Uint8Array, from = 0): number {
  const first = needle[0];
  for (let i = bytes.indexOf(must(first), from); i !== -1 && i + needle.length <= bytes.length; i = bytes.indexOf(must(first), i + 1)) {
    if (startsWithAt(bytes, i, needle)) return i;
  }
  return -1;
}

export function concat(parts: Uint8Array[]): Uint8Array<ArrayBuffer> {
  const out = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    out.set(part, offset);
    offset += part.length;
  }
  return out;
}
