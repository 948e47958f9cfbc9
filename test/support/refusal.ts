import { expect } from "vitest";

/**
 * What a refused form post says, for the failure message of a test whose post should pass: the
 * fields marked invalid and the messages beside them (an HTML form's answer), or the error, code
 * and details (or the publish endpoint's problems) of a JSON answer. "expected 422 to be 303" alone names no field.
 */
export function refusalOf(status: number, text: string): string {
  try {
    const json = JSON.parse(text) as {
      code?: string;
      error?: string;
      title?: string;
      errors?: Record<string, string>;
      details?: unknown;
      /** The publish endpoint's problems, each naming its field. */
      problems?: { field: string; code: string; message: string }[];
    };
    const fields = [
      ...Object.entries(json.errors ?? {}).map(([field, message]) => `${field}: ${message}`),
      ...(json.problems ?? []).map((problem) => `${problem.field}: ${problem.code} ${problem.message}`),
    ];
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

/** What a refused answer said, kept by `keepRefusal` for the helpers that hand back the bare Response. */
const kept = new WeakMap<Response, string>();

/** Reads a refused answer's body aside (a clone, so the test can still read it) for `expectStatus`. */
export async function keepRefusal(response: Response): Promise<Response> {
  if (response.status >= 400)
    kept.set(
      response,
      refusalOf(
        response.status,
        await response
          .clone()
          .text()
          .catch(() => ""),
      ),
    );
  return response;
}

/** A request's answer as the test helpers return it: the bare Response (kept by `keepRefusal`), or its status and text (a Kit webhook delivery's `body`). */
export type Answer = Response | { response: Response; text: string } | { status: number; text: string } | { status: number; body: string };

/**
 * `expect` on an answer's status that, when the request was refused, names the refusal's fields and
 * messages: `expectStatus(await send(path, post)).toBe(303)` fails with "refused 422: fields email;
 * messages: …", never a bare "expected 422 to be 303".
 */
export function expectStatus(answer: Answer) {
  if (answer instanceof Response) return expect(answer.status, kept.get(answer));
  const status = "response" in answer ? answer.response.status : answer.status;
  const text = "text" in answer ? answer.text : answer.body;
  return expect(status, status >= 400 ? refusalOf(status, text) : undefined);
}
