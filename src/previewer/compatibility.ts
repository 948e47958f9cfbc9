/**
 * Email-client compatibility from caniemail data (@jsx-email/doiuse-email), grouped by client.
 * The data is large (~110 KB gzip): the previewer loads this module only when the checks tab
 * opens (dynamic import), so the page's initial JavaScript stays small.
 */
import "./process-shim";
import { doIUseEmail } from "@jsx-email/doiuse-email";
import { compatibilityClients } from "../content/previewer";
import { HANDLED_FEATURES } from "./handled-features";
import { must } from "../must.ts";

export type Support = "none" | "partial";

export interface Finding {
  feature: string;
  support: Support;
  /** Client versions concerned, e.g. "desktop-webmail", "ios". */
  variants: string[];
  /** Why it does not matter for this email, when it is a handled extra. */
  handledBecause?: string;
}

export interface ClientReport {
  name: string;
  /** Unhandled findings: what needs attention in this client. */
  attention: Finding[];
  handled: Finding[];
}

/** "`display:flex` is not supported by `gmail.ios`" or "... is only partially supported by ...". */
const MESSAGE = /^`(.+?)` is (not|only partially) supported by `([\w-]+)\.([\w-]+)`/;

interface Parsed {
  feature: string;
  support: Support;
  family: string;
  variant: string;
}

function parse(message: string): Parsed | null {
  const match = MESSAGE.exec(message);
  if (!match) return null;
  return { feature: must(match[1]), support: match[2] === "not" ? "none" : "partial", family: must(match[3]), variant: must(match[4]) };
}

/** Folds repeated messages into one finding per feature and support level. */
function findingsFor(family: string, messages: Parsed[]): Finding[] {
  const byKey = new Map<string, Finding>();
  for (const message of messages) {
    if (message.family !== family) continue;
    const key = `${message.support}:${message.feature}`;
    const finding = byKey.get(key) ?? { feature: message.feature, support: message.support, variants: [] };
    if (!finding.variants.includes(message.variant)) finding.variants.push(message.variant);
    const reason = HANDLED_FEATURES[message.feature];
    if (reason) finding.handledBecause = reason;
    byKey.set(key, finding);
  }
  // Unsupported before partial; then by name, so the list reads the same every time.
  return [...byKey.values()].sort((a, b) => a.support.localeCompare(b.support) || a.feature.localeCompare(b.feature));
}

export function checkCompatibility(html: string): ClientReport[] {
  const result = doIUseEmail(html, { emailClients: compatibilityClients.map((client) => client.glob) });
  const messages = [...(result.success ? [] : result.errors), ...result.warnings].map(parse).filter((parsed) => parsed !== null);
  return compatibilityClients.map(({ name, glob }) => {
    const findings = findingsFor(glob.replace(".*", ""), messages);
    return {
      name,
      attention: findings.filter((finding) => !finding.handledBecause),
      handled: findings.filter((finding) => finding.handledBecause),
    };
  });
}
