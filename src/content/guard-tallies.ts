/** Words of the guards' figures on the owner's stats page (src/pages/internal-stats-guards.tsx). */
export const guardTallies = {
  title: "Guards",
  signupUnverified: "Signups taken while Turnstile could not answer",
  signupUnverifiedNote: "Let through on the per-address limit alone; each is also in the log.",
  wrongPasswords: "Wrong passwords at the internal pages",
  unavailable: "These figures could not be read just now.",
} as const;
