/** First-party stats (worker/stats, docs/stats.md). */
export interface StatsConfig {
  /** Analytics Engine's SQL API; without both, events go to the local store in SIGNUPS_KV. */
  analytics?: { accountId: string; apiToken: string };
  /**
   * The Kit webhook endpoint's signing secret (POST /api/kit-webhook); without it that path answers
   * 404. A signup's attribution is kept under it until Kit confirms the subscriber (none without it).
   */
  kitSigningSecret?: string;
}

/** Analytics Engine only with both its account id and token; Kit's webhook secret when set. */
export function statsConfig(accountId: string, apiToken: string | undefined, signingSecret: string | undefined): StatsConfig {
  return {
    ...(accountId && apiToken ? { analytics: { accountId, apiToken } } : {}),
    ...(signingSecret ? { kitSigningSecret: signingSecret } : {}),
  };
}
