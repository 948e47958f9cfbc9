import { kvKeys } from "./kv-keys";

/**
 * After Kit answered 429, further signups skip the call and go straight to the queue until the
 * pause ends: Kit counts every request, refused ones too, against its 120 a minute. The value is
 * the end time, as KV cannot expire a key in less than 60 s. Best effort (KV is eventually
 * consistent): a location that has not seen the pause makes one more call and gets one more 429.
 */
export async function isKitPaused(kv: KVNamespace, now = Date.now()): Promise<boolean> {
  try {
    const until = Number(await kv.get(kvKeys.kitPause));
    return until > now;
  } catch {
    return false;
  }
}

export async function pauseKit(kv: KVNamespace, seconds: number, now = Date.now()): Promise<void> {
  try {
    await kv.put(kvKeys.kitPause, String(now + seconds * 1000), { expirationTtl: Math.max(60, Math.ceil(seconds)) });
  } catch {
    // At most one write a second per key: a concurrent writer has just paused it.
  }
}
