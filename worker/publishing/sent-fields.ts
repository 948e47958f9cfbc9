import type { Context } from "hono";
import { publishFields } from "../../src/publishing";
import type { AppEnv } from "../config";
import { bodyFields, textField } from "../http";
import type { SentFields } from "./checks";

/** The fields of a form post or a JSON body; undefined when the body is neither. */
export async function sentFields(c: Context<AppEnv>): Promise<SentFields | undefined> {
  const fields = await bodyFields(c);
  if (!fields) return undefined;
  const text = (name: string) => textField(fields[name]);
  return {
    title: text(publishFields.title),
    slug: text(publishFields.slug),
    date: text(publishFields.date),
    style: text(publishFields.style),
    draft: text(publishFields.draft),
    // A ticked box is in a form post whatever its value; JSON may also send false.
    acceptWarnings: publishFields.acceptWarnings in fields && fields[publishFields.acceptWarnings] !== false,
    send: text(publishFields.send),
    time: text(publishFields.time) ?? text(publishFields.sendTime),
    subject: text(publishFields.subject),
    previewText: text(publishFields.previewText),
    baseVersion:
      text(publishFields.baseVersion) ?? (typeof fields[publishFields.baseVersion] === "number" ? String(fields[publishFields.baseVersion]) : undefined),
  };
}
