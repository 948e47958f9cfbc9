/**
 * Cloudflare Access's public keys, kept per isolate. Access publishes the team's keys at
 * `https://<team>.cloudflareaccess.com/cdn-cgi/access/certs`, rotates the signing key every 6 weeks
 * and keeps the previous one valid for 7 days after a rotation
 * (https://developers.cloudflare.com/cloudflare-one/access-controls/applications/http-apps/authorization-cookie/validating-json/):
 * keys a few minutes old are as good as new ones. So the keys are fetched once per isolate and kept
 * KEYS_FRESH_MS; a token naming a key the isolate does not know (a rotation, or a made-up `kid`)
 * fetches them again, at most once per UNKNOWN_KID_REFETCH_MS, so a flood of made-up key ids is
 * not a flood of requests to Cloudflare.
 */
export const KEYS_FRESH_MS = 5 * 60_000;
export const UNKNOWN_KID_REFETCH_MS = 60_000;

export interface AccessKey extends JsonWebKey {
  kid?: string;
  alg?: string;
}

interface TeamKeys {
  keys: AccessKey[];
  /** When the keys were last asked for (answered or not). */
  checkedAt: number;
}

const teams = new Map<string, TeamKeys>();
const fetching = new Map<string, Promise<TeamKeys>>();

export const certsUrl = (teamDomain: string) => `https://${teamDomain}/cdn-cgi/access/certs`;

/** One fetch per team at a time; a failed fetch keeps the keys the isolate had (the old key stays valid for days). */
function refresh(teamDomain: string, now: number): Promise<TeamKeys> {
  const running = fetching.get(teamDomain);
  if (running) return running;
  const known = teams.get(teamDomain)?.keys ?? [];
  const fetched = (async () => {
    let keys = known;
    try {
      const response = await fetch(certsUrl(teamDomain), { signal: AbortSignal.timeout(5_000) });
      const body = response.ok ? ((await response.json()) as { keys?: unknown }) : {};
      if (Array.isArray(body.keys))
        keys = body.keys.filter((key): key is AccessKey => typeof key === "object" && key !== null && typeof (key as AccessKey).kid === "string");
      else console.warn(`[sign-in] Cloudflare Access's keys could not be read (${response.status})`);
    } catch (error) {
      console.warn(`[sign-in] Cloudflare Access's keys could not be fetched: ${error instanceof Error ? error.name : "error"}`);
    }
    const team = { keys, checkedAt: now };
    teams.set(teamDomain, team);
    return team;
  })().finally(() => fetching.delete(teamDomain));
  fetching.set(teamDomain, fetched);
  return fetched;
}

/** The team's key named `kid`, from the isolate's copy when it is fresh enough. */
export async function accessKey(teamDomain: string, kid: string, now = Date.now()): Promise<AccessKey | undefined> {
  let team = teams.get(teamDomain);
  if (!team || now - team.checkedAt >= KEYS_FRESH_MS) team = await refresh(teamDomain, now);
  const found = team.keys.find((key) => key.kid === kid);
  if (found || now - team.checkedAt < UNKNOWN_KID_REFETCH_MS) return found;
  return (await refresh(teamDomain, now)).keys.find((key) => key.kid === kid);
}

/** Forgets every team's keys (tests). */
export function forgetAccessKeys(): void {
  teams.clear();
  fetching.clear();
}
