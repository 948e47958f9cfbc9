import type { Env } from "../../config";
import { KEY_PREFIX, readSignupMessage, signupMessage } from "../../store";
import { signupAlert } from "../alerts";
import { enqueueSignup } from "../queue";

/** Dead letters the owner asked to replay (`replay:` keys, written by `npm run signups -- replay`) go back to the queue, attempts reset. */
export async function requeueReplays(env: Pick<Env, "SIGNUPS_KV" | "SIGNUP_QUEUE">): Promise<number> {
  let moved = 0;
  let cursor: string | undefined;
  do {
    const page = await env.SIGNUPS_KV.list({ prefix: KEY_PREFIX.replay, ...(cursor ? { cursor } : {}) });
    for (const { name } of page.keys) {
      const message = readSignupMessage(await env.SIGNUPS_KV.get(name, "json"));
      if (!message) {
        signupAlert("UNREADABLE_MESSAGE", `${name} is not a signup; left in place`, { key: name });
        continue;
      }
      if (await enqueueSignup(env.SIGNUP_QUEUE, signupMessage(message.signup), 0)) {
        await env.SIGNUPS_KV.delete(name);
        moved++;
      }
    }
    cursor = page.list_complete ? undefined : page.cursor;
  } while (cursor);
  if (moved) console.log(`[signup] replayed ${moved} dead letter(s) into the queue`);
  return moved;
}
