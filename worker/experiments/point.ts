import { sha256 } from "../digest";

/**
 * Where a visitor falls in an experiment, in [0, 1): a hash of their daily visitor hash and the
 * experiment's id. The same visitor lands on the same point all day (the salt changes at
 * midnight UTC), two experiments place them independently, and no cookie or storage is needed.
 */
export async function assignmentPoint(visitor: string, experimentId: string): Promise<number> {
  // 52 bits of the digest: exact in a double, far finer than any share.
  return parseInt((await sha256(`${visitor}:${experimentId}`)).slice(0, 13), 16) / 2 ** 52;
}
