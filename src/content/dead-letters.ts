import { magnets, type MagnetSlug } from "./magnets";

/** Words of the owner's dead-letter page (/internal/signups). */
export const deadLetters = {
  title: "Dead letters",
  description: "Signups Kit did not take: replay them once the cause is fixed, or dismiss them.",
  lead: "Each of these people asked to subscribe and Kit did not take them. Fix the cause (the reason says which), then replay them: each is sent to Kit at once. Dismiss one only when it should never reach Kit (a test, a mistyped address), with a reason; it is kept.",
  empty: "No dead letters: every signup reached Kit.",
  kvDown: "The signup store (KV) did not answer, so the dead letters cannot be listed. Nothing is lost: they wait in the store; reload in a minute.",
  columns: { address: "Address", form: "Form", arrived: "Arrived", attempts: "Attempts", reason: "Reason" },
  newsletter: "The newsletter",
  formOf: (magnet: MagnetSlug | undefined) => (magnet && magnets[magnet] ? `Guide: ${magnets[magnet].title}` : "The newsletter"),
  replay: "Replay now",
  replayAll: "Replay all now",
  dismiss: "Dismiss",
  dismissReason: "Why dismiss it (kept with it)",
  outcome: {
    delivered: (email: string) => `${email} reached Kit.`,
    failed: (email: string, reason: string) => `${email} did not reach Kit: ${reason}. It stays here.`,
    gone: "That dead letter is gone already (replayed or dismissed elsewhere).",
    dismissed: "Dismissed, with its reason kept.",
    all: (delivered: number, failed: number) => `Replayed all: ${delivered} reached Kit, ${failed} did not and stay here.`,
    noReason: "Say why it is dismissed: the reason is kept with it.",
  },
  cli: "A developer can do the same from a terminal: npm run signups -- list|replay|dismiss (docs/signups.md).",
} as const;

export { reasonInWords } from "./delivery-problems";
