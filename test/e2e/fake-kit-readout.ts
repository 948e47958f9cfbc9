import type { FakeBroadcast } from "../fakes/fake-kit-broadcasts";
import { lane } from "./lane";

/** The broadcasts the fake Kit holds with this subject (its /__fake/ readout, served beside the worker). */
export async function kitBroadcasts(subject: string): Promise<FakeBroadcast[]> {
  const { broadcasts } = (await (await fetch(`${lane().fakeKitOrigin}/__fake/broadcasts`)).json()) as { broadcasts: FakeBroadcast[] };
  return broadcasts.filter((broadcast) => broadcast.subject === subject);
}

/** What he does in Kit's own app to the unsent broadcast with this subject: delete it, or send it now. */
export async function inKitApp(subject: string, action: "delete" | "send"): Promise<void> {
  const answer = await fetch(`${lane().fakeKitOrigin}/__fake/kit-app`, { method: "POST", body: JSON.stringify({ subject, action }) });
  if (!answer.ok) throw new Error(`the fake Kit could not ${action} "${subject}": ${answer.status}`);
}
