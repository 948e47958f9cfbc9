import type { Context } from "hono";
import { publishFields } from "../../src/publishing/contract";
import type { AppEnv } from "../config";
import type { SentFields } from "./checks";

/** The fields of a form post or a JSON body; undefined when the body is neither. */
export async function sentFields(c: Context<AppEnv>): Promise<SentFields | undefined> {
  const type = (c.req.header("Content-Type") ?? "").split(";")[0]!.trim().toLowerCase();
  const text = (value: unknown) => (typeof value === "string" ? value : undefined);
  try {
    if (type === "application/json") {
      const body = (await c.req.json()) as unknown;
      if (!body || typeof body !== "object" || Array.isArray(body)) return undefined;
      const fields = body as Record<string, unknown>;
      return {
        title: text(fields[publishFields.title]),
        slug: text(fields[publishFields.slug]),
        date: text(fields[publishFields.date]),
        style: text(fields[publishFields.style]),
        draft: text(fields[publishFields.draft]),
        acceptWarnings: publishFields.acceptWarnings in fields && fields[publishFields.acceptWarnings] !== false,
        send: text(fields[publishFields.send]),
        time: text(fields[publishFields.time]) ?? text(fields[publishFields.sendTime]),
        subject: text(fields[publishFields.subject]),
        previewText: text(fields[publishFields.previewText]),
      };
    }
    if (type === "application/x-www-form-urlencoded" || type === "multipart/form-data") {
      const form = await c.req.parseBody();
      return {
        title: text(form[publishFields.title]),
        slug: text(form[publishFields.slug]),
        date: text(form[publishFields.date]),
        style: text(form[publishFields.style]),
        draft: text(form[publishFields.draft]),
        acceptWarnings: publishFields.acceptWarnings in form,
        send: text(form[publishFields.send]),
        time: text(form[publishFields.time]) ?? text(form[publishFields.sendTime]),
        subject: text(form[publishFields.subject]),
        previewText: text(form[publishFields.previewText]),
      };
    }
  } catch {
    return undefined;
  }
  return undefined;
}
