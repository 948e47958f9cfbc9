import { describe, expect, it } from "vitest";
import type { Env } from "../../../worker/config";
// Tests mirror the module they prove (worker/config) and may read its inner files.
import { ConfigError } from "../../../worker/config/config-error";
import { configOf, parseConfig } from "../../../worker/config/schema";
import { kitTagProblems } from "../../../worker/config/kit-tags";
import { guideList } from "../../../src/content/guides";
import { magnets } from "../../../src/content/magnets";

const base = { SITE_URL: "https://www.example.com", ENVIRONMENT: "production", KIT_API_BASE: "https://api.kit.com/v4", KIT_REQUESTS_PER_MINUTE: "120" };
const envOf = (values: Record<string, string | undefined>) => ({ ...base, ...values }) as unknown as Env;

describe("the worker's configuration", () => {
  it("reads every variable and secret, with defaults for what is not set", () => {
    const config = parseConfig(envOf({ KIT_REQUESTS_PER_MINUTE: undefined, ENVIRONMENT: undefined }));
    expect(config).toEqual({
      siteUrl: "https://www.example.com",
      development: false,
      kit: { kind: "invalid", problems: ["KIT_API_KEY is not set"] },
      kitRequestsPerMinute: 120,
      signupBackoffSeconds: 60,
      queueRetentionSeconds: 24 * 3600,
      signIn: { kind: "locked", reason: "unset" },
      turnstile: { kind: "off", reason: "TURNSTILE_SITE_KEY and TURNSTILE_SECRET_KEY are not set" },
      stats: {},
      ownerTimeZone: "America/Kentucky/Louisville",
      ownerUsualTime: "09:00",
      referrals: { secret: "development-referral-secret", holdSeconds: 0 },
      publicConfig: { courseCheckoutUrl: undefined, analyticsMeasurementId: undefined, turnstile: undefined },
    });
  });

  it("reads the referral programme's key and hold in the schema: the key falls back to Kit's signing secret in production; a bad hold stops the worker naming it", () => {
    expect(parseConfig(envOf({ REFERRAL_SECRET: " own-key ", REFERRAL_HOLD_DAYS: "14" })).referrals).toEqual({ secret: "own-key", holdSeconds: 14 * 86_400 });
    expect(parseConfig(envOf({ KIT_WEBHOOK_SECRET: "signing" })).referrals.secret).toBe("signing");
    expect(parseConfig(envOf({ ENVIRONMENT: "development", KIT_WEBHOOK_SECRET: "signing" })).referrals.secret).toBe("development-referral-secret");
    for (const bad of ["-1", "two weeks"])
      expect(() => parseConfig(envOf({ REFERRAL_HOLD_DAYS: bad }))).toThrow(/REFERRAL_HOLD_DAYS must be a number of 0 or more/);
  });

  it("signs in to the internal pages with Cloudflare Access when both its settings are set, else with the password (judged where the sign-in runs)", () => {
    const strong = "q7Vx2mLp9RtZ4bNc8KwY3sHd";
    expect(parseConfig(envOf({ PREVIEW_PASSWORD: strong })).signIn).toEqual({ kind: "password", password: strong });
    expect(parseConfig(envOf({ PREVIEW_PASSWORD: strong, ACCESS_TEAM_DOMAIN: "https://team.cloudflareaccess.com/", ACCESS_AUD: " aud-tag " })).signIn).toEqual({
      kind: "access",
      teamDomain: "team.cloudflareaccess.com",
      audience: "aud-tag",
    });
    expect(parseConfig(envOf({ PREVIEW_PASSWORD: strong, ACCESS_TEAM_DOMAIN: "team.cloudflareaccess.com" })).signIn).toEqual({
      kind: "password",
      password: strong,
    });
    expect(parseConfig(envOf({ ENVIRONMENT: "development" })).signIn).toEqual({ kind: "open" });
    // The strength is judged by the sign-in (worker/internal/password-strength.ts), which loads the estimator's dictionaries only there.
    expect(parseConfig(envOf({ PREVIEW_PASSWORD: "Password12345678" })).signIn).toEqual({ kind: "password", password: "Password12345678" });
    expect(parseConfig(envOf({})).signIn).toEqual({ kind: "locked", reason: "unset" });
  });

  it("Turnstile with real keys: Cloudflare's Siteverify and widget script, the site key public, the secret not", () => {
    const config = parseConfig(envOf({ TURNSTILE_SITE_KEY: " 0x4AAAsite ", TURNSTILE_SECRET_KEY: "0x4AAAsecret" }));
    expect(config.turnstile).toEqual({
      kind: "on",
      siteKey: "0x4AAAsite",
      secretKey: "0x4AAAsecret",
      siteverify: { kind: "url", url: "https://challenges.cloudflare.com/turnstile/v0/siteverify" },
      widget: "cloudflare",
    });
    expect(config.publicConfig.turnstile).toEqual({ siteKey: "0x4AAAsite", script: "https://challenges.cloudflare.com/turnstile/v0/api.js?render=explicit" });
    expect(JSON.stringify(config.publicConfig)).not.toContain("0x4AAAsecret");
  });

  it("Turnstile in development without keys: the always-passing test site key, the widget and Siteverify stand-ins", () => {
    const config = parseConfig(envOf({ ENVIRONMENT: "development" }));
    expect(config.turnstile).toMatchObject({ kind: "on", siteKey: "1x00000000000000000000BB", siteverify: { kind: "stand-in" }, widget: "stand-in" });
    expect(config.publicConfig.turnstile).toEqual({ siteKey: "1x00000000000000000000BB", script: "/__turnstile/api.js" });
  });

  it("Turnstile's Siteverify URL can point at a stand-in, and must be a URL", () => {
    const keys = { TURNSTILE_SITE_KEY: "0x4AAAsite", TURNSTILE_SECRET_KEY: "0x4AAAsecret" };
    expect(parseConfig(envOf({ ...keys, TURNSTILE_SITEVERIFY_URL: "http://127.0.0.1:9999/siteverify" })).turnstile).toMatchObject({
      siteverify: { kind: "url", url: "http://127.0.0.1:9999/siteverify" },
    });
    expect(() => parseConfig(envOf({ ...keys, TURNSTILE_SITEVERIFY_URL: "siteverify" }))).toThrow("TURNSTILE_SITEVERIFY_URL must be an absolute URL");
  });

  it("reads Analytics Engine only with both its account id and token, and Kit's webhook secret", () => {
    const account = "0123456789abcdef0123456789abcdef";
    expect(parseConfig(envOf({ ANALYTICS_ACCOUNT_ID: account })).stats).toEqual({});
    expect(parseConfig(envOf({ ANALYTICS_ACCOUNT_ID: "", ANALYTICS_API_TOKEN: "token" })).stats).toEqual({});
    expect(parseConfig(envOf({ ANALYTICS_ACCOUNT_ID: account, ANALYTICS_API_TOKEN: "token", KIT_WEBHOOK_SECRET: "hook" })).stats).toEqual({
      analytics: { accountId: account, apiToken: "token" },
      kitSigningSecret: "hook",
    });
    // No secret in a URL: a variable named as the removed URL-secret webhook's opens nothing.
    expect(parseConfig(envOf({ KIT_WEBHOOK_SECRET: "signing", KIT_LEGACY_WEBHOOK_SECRET: "legacy" })).stats).toEqual({ kitSigningSecret: "signing" });
    expect(() => parseConfig(envOf({ ANALYTICS_ACCOUNT_ID: "not-an-account" }))).toThrow(/ANALYTICS_ACCOUNT_ID must be a Cloudflare account id/);
  });

  it("parses Kit's settings, the tag ids once, and the optional links and ids", () => {
    const config = parseConfig(
      envOf({
        KIT_API_KEY: " kit_key ",
        KIT_NEWSLETTER_FORM_ID: "123",
        KIT_TAG_IDS: '{"youtube-seo-checklist": 45}',
        KIT_REQUESTS_PER_MINUTE: "60",
        SIGNUP_BACKOFF_SECONDS: "0.5",
        PREVIEW_PASSWORD: "q7Vx2mLp9RtZ4bNc8KwY3sHd",
        COURSE_CHECKOUT_URL: "https://pay.example.com/course",
        ANALYTICS_MEASUREMENT_ID: "g-abc123",
      }),
    );
    expect(config.kit).toEqual({
      kind: "kit",
      config: { baseUrl: "https://api.kit.com/v4", apiKey: "kit_key", formId: "123", tagIds: { "youtube-seo-checklist": "45" } },
    });
    expect(config).toMatchObject({ kitRequestsPerMinute: 60, signupBackoffSeconds: 0.5, signIn: { kind: "password", password: "q7Vx2mLp9RtZ4bNc8KwY3sHd" } });
    expect(config.publicConfig).toMatchObject({ courseCheckoutUrl: "https://pay.example.com/course", analyticsMeasurementId: "G-ABC123" });
  });

  it("development without a Kit key delivers to the local store", () => {
    expect(parseConfig(envOf({ ENVIRONMENT: "development" })).kit).toEqual({ kind: "local" });
  });

  it.each([
    [{ KIT_API_KEY: "k", KIT_NEWSLETTER_FORM_ID: "abc" }, "KIT_NEWSLETTER_FORM_ID must be the numeric id of a Kit form"],
    [{ KIT_API_KEY: "k", KIT_NEWSLETTER_FORM_ID: "1", KIT_TAG_IDS: "{not json" }, "KIT_TAG_IDS must be a JSON object"],
    [{ KIT_API_KEY: "k", KIT_NEWSLETTER_FORM_ID: "1", KIT_API_BASE: "not a url" }, "KIT_API_BASE is not a URL"],
  ])("bad Kit settings are reported for the signups (CONFIG_ERROR), not thrown: %j", (values, problem) => {
    const config = parseConfig(envOf(values));
    expect(config.kit.kind).toBe("invalid");
    expect(config.kit.kind === "invalid" && config.kit.problems.join(" ")).toContain(problem);
  });

  it.each([
    [{ SITE_URL: "www.example.com" }, 'SITE_URL must be an absolute URL, got "www.example.com"'],
    [{ ENVIRONMENT: "staging" }, 'ENVIRONMENT must be "production" or "development", got "staging"'],
    [{ KIT_REQUESTS_PER_MINUTE: "fast" }, 'KIT_REQUESTS_PER_MINUTE must be a positive number, got "fast"'],
    [{ SIGNUP_BACKOFF_SECONDS: "-1" }, 'SIGNUP_BACKOFF_SECONDS must be a positive number, got "-1"'],
    [{ QUEUE_RETENTION_HOURS: "4 days" }, 'QUEUE_RETENTION_HOURS must be a positive number, got "4 days"'],
    [{ OWNER_TIME_ZONE: "Not/AZone" }, 'OWNER_TIME_ZONE must be an IANA time zone such as America/New_York, got "Not/AZone"'],
    [{ OWNER_TIME_ZONE: "EST5EDT-ish" }, "OWNER_TIME_ZONE must be an IANA time zone"],
  ])("a bad variable stops the worker with an error naming it: %j", (values, message) => {
    expect(() => parseConfig(envOf(values))).toThrow(ConfigError);
    expect(() => parseConfig(envOf(values))).toThrow(message);
  });

  it("reads the owner's time zone, trimmed; empty means src/content/owner.ts's", () => {
    expect(parseConfig(envOf({ OWNER_TIME_ZONE: " Asia/Tokyo " })).ownerTimeZone).toBe("Asia/Tokyo");
    expect(parseConfig(envOf({ OWNER_TIME_ZONE: "" })).ownerTimeZone).toBe("America/Kentucky/Louisville");
  });

  it("reads the hour he usually sends (HH:MM); empty means src/content/owner.ts's; anything else stops the worker naming it", () => {
    expect(parseConfig(envOf({ OWNER_USUAL_TIME: " 07:30 " })).ownerUsualTime).toBe("07:30");
    expect(parseConfig(envOf({ OWNER_USUAL_TIME: "" })).ownerUsualTime).toBe("09:00");
    expect(() => parseConfig(envOf({ OWNER_USUAL_TIME: "9am" }))).toThrow("OWNER_USUAL_TIME must be HH:MM");
  });

  it("is parsed once per environment object", () => {
    const env = envOf({});
    expect(configOf(env)).toBe(configOf(env));
    expect(configOf(envOf({}))).not.toBe(configOf(env));
  });
});

describe("every guide's Kit tag", () => {
  const kitEnv = (tagIds: Record<string, string>) => envOf({ KIT_API_KEY: "k", KIT_NEWSLETTER_FORM_ID: "1", KIT_TAG_IDS: JSON.stringify(tagIds) });
  const allTags = () => Object.fromEntries(Object.keys(magnets).map((slug, i) => [slug, String(500 + i)]));
  // What the worker's entry gives: every signup's slug, with the guide's Kit tag.
  const signups = new Map(Object.keys(magnets).map((slug) => [slug, guideList.find((guide) => guide.slug === slug)?.kitTag]));

  it("is configured when KIT_TAG_IDS has an id for every guide and signup", () => {
    expect(kitTagProblems(parseConfig(kitEnv(allTags())).kit, signups)).toEqual([]);
  });

  it.each(guideList.map((guide) => [guide.slug, guide] as const))("names %s and its Kit tag when KIT_TAG_IDS lacks it", (slug, guide) => {
    const { [slug]: _missing, ...rest } = allTags();
    const problems = kitTagProblems(parseConfig(kitEnv(rest)).kit, signups);
    expect(problems).toHaveLength(1);
    expect(problems[0]).toContain(`"${slug}"`);
    expect(problems[0]).toContain(guide.kitTag);
  });

  it("names a tag id left for a guide that no longer exists", () => {
    expect(kitTagProblems(parseConfig(kitEnv({ ...allTags(), "retired-guide": "9" })).kit, signups)).toEqual([
      expect.stringContaining('"retired-guide", which is no guide'),
    ]);
  });

  it("says nothing without Kit (development's local store)", () => {
    expect(kitTagProblems(parseConfig(envOf({ ENVIRONMENT: "development" })).kit, signups)).toEqual([]);
  });
});
