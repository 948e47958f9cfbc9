// `npm run signups -- list|replay|dismiss [--remote] [--persist-to DIR] [--config FILE] [--url LOCAL_SERVER] [KEY...]`
// The owner's view of signups Kit did not take: lists the dead letters (SIGNUPS_KV, `dead-letter:`
// keys) with their reasons, and replays them: each one is written back as a `replay:` key and its
// dead letter deleted; the worker's cron (every 5 minutes) puts replays back into the queue with
// fresh attempts; dismiss deletes the named dead letters. Dead letters never expire on their own.
// Works through wrangler, on the local state of `npm start` (default) or, with
// --remote, on the deployed namespace.
import { execFileSync } from "node:child_process";
import { existsSync } from "node:fs";
import { pathToFileURL } from "node:url";
// The worker's own key names and message codec (Node runs the TypeScript file as is).
import { KEY_PREFIX, kvKeys, signupMessage } from "../worker/store/index.ts";
// The reason is stored as a code; the owner's page and this list say it in the same words.
import { reasonInWords } from "../src/content/delivery-problems.ts";

/** wrangler kv ... against SIGNUPS_KV; returns stdout. */
function kv(args, options) {
  const target = options.remote ? ["--remote"] : ["--local", ...(options.persistTo ? ["--persist-to", options.persistTo] : [])];
  const config = options.config ?? (existsSync("dist/playback_site/wrangler.json") ? "dist/playback_site/wrangler.json" : "wrangler.toml");
  return execFileSync("npx", ["wrangler", "kv", ...args, "--binding", "SIGNUPS_KV", "-c", config, ...target], {
    encoding: "utf8",
    env: { ...process.env, WRANGLER_SEND_METRICS: "false" },
    stdio: ["pipe", "pipe", "pipe"],
    maxBuffer: 64 * 1024 * 1024,
  });
}

function listKeys(prefix, options) {
  return JSON.parse(kv(["key", "list", "--prefix", prefix], options)).map((key) => key.name);
}

/** Dead letters with their reasons, oldest first. */
export function listDeadLetters(options = {}) {
  return listKeys(KEY_PREFIX.deadLetter, options).map((key) => {
    const record = JSON.parse(kv(["key", "get", key], options));
    return { key, ...record };
  });
}

/** Moves dead letters (all, or the given keys) to `replay:` keys for the worker's cron. */
export function replayDeadLetters(keys, options = {}) {
  const letters = listDeadLetters(options).filter((letter) => keys.length === 0 || keys.includes(letter.key));
  for (const letter of letters) {
    // The replay carries the reason it was a dead letter for (a code, or an older record's words).
    const message = signupMessage(letter.signup, 0, letter.reason);
    kv(["key", "put", kvKeys.replay(letter.signup.id), JSON.stringify(message)], options);
    kv(["key", "delete", letter.key], options);
  }
  return letters;
}

/** Deletes dead letters the owner has dealt with another way (the given keys; never all at once). */
export function dismissDeadLetters(keys, options = {}) {
  const letters = listDeadLetters(options).filter((letter) => keys.includes(letter.key));
  for (const letter of letters) kv(["key", "delete", letter.key], options);
  return letters;
}

function parseArgs(argv) {
  const options = { remote: false };
  const rest = [];
  for (let i = 0; i < argv.length; i++) {
    if (argv[i] === "--remote") options.remote = true;
    else if (argv[i] === "--persist-to") options.persistTo = argv[++i];
    else if (argv[i] === "--config" || argv[i] === "-c") options.config = argv[++i];
    else if (argv[i] === "--url") options.url = argv[++i];
    else rest.push(argv[i]);
  }
  const [command, ...keys] = rest;
  return { command, keys, options };
}

if (import.meta.url === pathToFileURL(process.argv[1]).href) {
  const { command, keys, options } = parseArgs(process.argv.slice(2));
  const where = options.remote ? "remote" : `local${options.persistTo ? ` (${options.persistTo})` : ""}`;
  if (command === "list") {
    const letters = listDeadLetters(options);
    if (!letters.length) console.log(`No dead letters (${where}).`);
    for (const letter of letters) {
      console.log(
        `${letter.key}\n  ${letter.signup.email}${letter.signup.magnet ? ` (${letter.signup.magnet})` : ""}, received ${letter.signup.receivedAt}, ${letter.attempts ?? 0} attempts\n  reason: ${reasonInWords(letter.reason, letter.signup.receivedAt, letter.storedAt)}`,
      );
    }
    if (letters.length)
      console.log(`\n${letters.length} dead letter(s) (${where}). Replay: npm run signups -- replay${options.remote ? " --remote" : ""} [KEY...]`);
  } else if (command === "replay") {
    const replayed = replayDeadLetters(keys, options);
    console.log(`${replayed.length} dead letter(s) queued for replay (${where}); the worker's cron puts them back into the signup queue within 5 minutes.`);
    if (!options.remote && replayed.length) {
      // Locally no cron fires by itself: ask the running `npm start` server to run it now.
      const url = `${options.url ?? `http://localhost:${process.env.PORT ?? "8787"}`}/cdn-cgi/local/scheduled`;
      const ran = await fetch(url).then(
        (response) => response.ok,
        () => false,
      );
      console.log(
        ran
          ? `Ran the cron on ${url}: the replays are in the queue.`
          : `No local server answered ${url}; start it (npm start) and open that address to run the cron.`,
      );
    }
  } else if (command === "dismiss" && keys.length) {
    const dismissed = dismissDeadLetters(keys, options);
    console.log(`${dismissed.length} dead letter(s) dismissed (${where}): ${dismissed.map((letter) => letter.signup.email).join(", ") || "none matched"}.`);
  } else {
    console.error("Usage: npm run signups -- list|replay|dismiss [--remote] [--persist-to DIR] [--config FILE] [KEY...] (dismiss takes the keys to delete)");
    process.exit(2);
  }
}
