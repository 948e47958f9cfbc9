/**
 * What a refused form post says, for the failure message of a test whose post should pass: the
 * fields marked invalid and the messages beside them (an HTML form's answer), or the error, code
 * and details of a JSON answer. "expected 422 to be 303" alone names no field.
 */
export function refusalOf(status: number, text: string): string {
  try {
    const json = JSON.parse(text) as { code?: string; error?: string; title?: string; errors?: Record<string, string>; details?: unknown };
    const fields = Object.entries(json.errors ?? {}).map(([field, message]) => `${field}: ${message}`);
    const error = json.error ?? json.title;
    const details = json.details === undefined ? "" : ` ${JSON.stringify(json.details)}`;
    return `refused ${status} ${json.code ?? ""}${error ? ` (${error})` : ""}${fields.length ? `: ${fields.join("; ")}` : ""}${details}`;
  } catch {
    const fields = [...text.matchAll(/<(?:input|select|textarea)\b[^>]*\baria-invalid="true"[^>]*>/g)].map(
      (tag) => /\bname="([^"]*)"/.exec(tag[0])?.[1] ?? "?",
    );
    const messages = [...text.matchAll(/<(\w+)\b[^>]*\bid="[^"]*-error"[^>]*>([\s\S]*?)<\/\1>/g)].map((found) =>
      (found[2] ?? "").replace(/<[^>]*>/g, "").trim(),
    );
    const alerts = [...text.matchAll(/<(\w+)\b[^>]*\brole="alert"[^>]*>([\s\S]*?)<\/\1>/g)].map((found) => (found[2] ?? "").replace(/<[^>]*>/g, "").trim());
    const said = [...messages, ...alerts].filter(Boolean);
    return `refused ${status}: fields ${fields.join(", ") || "(none marked invalid)"}; messages: ${said.join(" | ") || text.slice(0, 300)}`;
  }
}
