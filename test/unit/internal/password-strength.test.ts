import { randomBytes, randomInt } from "node:crypto";
import { describe, expect, it } from "vitest";
// Tests mirror the module they prove (worker/internal) and may read its inner files.
import { meetsPasswordRule, MIN_GUESSES_LOG10, passwordGuessesLog10 } from "../../../worker/internal/password-strength";

/** Words of the diceware list the estimator knows: a passphrase of them is judged as words, not letters. */
const WORDS = [
  "crane",
  "amber",
  "violin",
  "tidal",
  "ostrich",
  "pencil",
  "mosaic",
  "harbor",
  "quilt",
  "ember",
  "lantern",
  "walnut",
  "glacier",
  "parade",
  "tundra",
  "saddle",
];

describe("the internal pages' password rule: a strength estimate of at least 10^12 guesses", () => {
  it.each(["Password12345678", "qwertyuiopasdfgh", "1qaz2wsx3edc4rfv", "abababababababab", "P4ssw0rd12345678", "letmeinletmeinletmein", "abcdefgh12345678"])(
    "refuses %s",
    async (weak) => {
      expect(await passwordGuessesLog10(weak)).toBeLessThan(MIN_GUESSES_LOG10);
      expect(await meetsPasswordRule(weak)).toBe(false);
    },
  );

  it("takes 20 generated characters and what openssl rand -base64 24 gives, every time", async () => {
    for (let n = 0; n < 10; n++) {
      const generated = randomBytes(18).toString("base64").slice(0, 20);
      expect(await meetsPasswordRule(generated), generated).toBe(true);
      expect(await meetsPasswordRule(randomBytes(24).toString("base64"))).toBe(true);
    }
  });

  it("takes a five-word passphrase", async () => {
    for (let n = 0; n < 10; n++) {
      const phrase = Array.from({ length: 5 }, () => WORDS[randomInt(WORDS.length)]).join("-");
      expect(await meetsPasswordRule(phrase), phrase).toBe(true);
    }
    expect(await meetsPasswordRule("crane amber violin tidal ostrich")).toBe(true);
  });
});
