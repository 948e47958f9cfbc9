import type { Env } from "../env";
import type { SignupProvider } from "./delivery";
import { readKitConfig } from "./kit-config";
import { kitProvider } from "./kit-provider";
import { localProvider } from "./local-provider";

export type ProviderChoice = { ok: true; provider: SignupProvider } | { ok: false; problems: string[] };

/** Kit when configured; the local provider outside production without a key; else a configuration error. */
export function signupProvider(env: Env, timeoutMs: number): ProviderChoice {
  const kit = readKitConfig(env);
  if (kit.kind === "invalid") return { ok: false, problems: kit.problems };
  if (kit.kind === "local") return { ok: true, provider: localProvider(env.SIGNUPS_KV) };
  return { ok: true, provider: kitProvider(kit.config, timeoutMs) };
}
