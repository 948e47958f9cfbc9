/**
 * Kit fills Liquid tags ({{ subscriber.first_name }}, {{ unsubscribe_url }}, {% if %}) when it
 * sends the email. The web page and the feed have no subscriber: a tag with a default
 * ({{ subscriber.first_name | default: "there" }}) becomes the default, any other is removed.
 */
const OUTPUT_TAG = /\{\{\s*([^{}]*?)\s*\}\}/g;
const LOGIC_TAG = /\{%[^%]*%\}/g;
const DEFAULT_FILTER = /\|\s*default:\s*(?:"([^"]*)"|'([^']*)')/;

export function hasMergeTags(text: string): boolean {
  return /\{\{[^{}]*\}\}|\{%[^%]*%\}/.test(text);
}

export function stripMergeTags(text: string): string {
  if (!hasMergeTags(text)) return text;
  return text
    .replace(OUTPUT_TAG, (_, expression: string) => {
      const fallback = DEFAULT_FILTER.exec(expression);
      return fallback ? (fallback[1] ?? fallback[2] ?? "") : "";
    })
    .replace(LOGIC_TAG, "")
    .replace(/[ \t]+([,.;:!?])/g, "$1")
    .replace(/[ \t]{2,}/g, " ");
}
