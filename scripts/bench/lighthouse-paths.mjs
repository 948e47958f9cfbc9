// `node scripts/bench/lighthouse-paths.mjs <base url> <path>...`: Lighthouse (mobile, the bench's
// settings, median of 3; LIGHTHOUSE_FORM=phone for 375 px, =laptop for
// Lighthouse's desktop preset at 1280 px) for any paths of
// a running site, the owner's pages included (under `npm start` they are open without a password),
// e.g. after a change to one page.
import { measureLighthouse } from "./lighthouse.mjs";

const [base, ...paths] = process.argv.slice(2);
if (!base || paths.length === 0) {
  console.error("usage: node scripts/bench/lighthouse-paths.mjs http://localhost:8787 /newsletter-preview /internal/issues");
  process.exit(2);
}
const chromium = process.env.CHROMIUM_PATH ?? "/usr/bin/chromium";
const { rows, failures } = await measureLighthouse(
  base,
  paths.map((path) => ({ path })),
  chromium,
  Number(process.env.LIGHTHOUSE_RUNS ?? 3),
  process.env.LIGHTHOUSE_FORM ?? "mobile",
);
console.table(rows);
if (failures.length) console.log(`Failed audits:\n  ${failures.join("\n  ")}`);
