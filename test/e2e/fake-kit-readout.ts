import type { FakeBroadcast } from "../fakes/fake-kit-broadcasts";
import { lane } from "./lane";

/** The broadcasts the fake Kit holds with this subject (its /__fake/ readout, served beside the worker). */
export async function kitBroadcasts(subject: string): Promise<FakeBroadcast[]> {
  const { broadcasts } = (await (await fetch(`${lane().fakeKitOrigin}/__fake/broadcasts`)).json()) as { broadcasts: FakeBroadcast[] };
  return broadcasts.filter((broadcast) => broadcast.subject === subject);
}
