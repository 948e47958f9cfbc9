import { describe, expect, it } from "vitest";
import { kitStatus } from "../../../src/components/publishing/kit-status";
import { kitProblemInWords, kitProblemWords, resultsProblemWords } from "../../../src/content/kit-status";
import { feedProblemInWords } from "../../../src/content/videos";
import { kitProblemOf } from "../../../src/publishing/kit-problem";
import { feedProblemOf } from "../../../src/videos/feed-problem";

// Rows keep codes (src/publishing/kit-problem.ts, src/videos/feed-problem.ts); the owner reads the same sentences as when rows kept them.
describe("a stored code reads as the sentence a row used to keep", () => {
  it("the reconciler's last try", () => {
    const said = (stored: string) => kitProblemInWords(kitProblemWords, kitProblemOf(stored));
    expect(said('{"code":"budget-spent"}')).toBe("Kit's request budget is spent for now; the site looks again within a minute.");
    expect(said('{"code":"slowed"}')).toBe("Kit asked to slow down (429); the site looks again within a minute.");
    expect(said('{"code":"kit-failed","status":503}')).toBe("Kit failed (503); the site looks again within a minute.");
    expect(said('{"code":"no-answer","kind":"timeout"}')).toBe("Kit did not answer (timeout); the site looks again within a minute.");
    expect(said('{"code":"kit-refused","status":422,"words":"Subject is required"}')).toBe("Subject is required");
    expect(said('{"code":"kit-refused","status":404,"words":""}')).toBe("Kit answered 404");
    expect(said('{"code":"failed","detail":"D1_ERROR: no such table"}')).toBe("D1_ERROR: no such table");
    // A row no migration knew still shows what it holds.
    expect(said("Something Kit said once")).toBe("Something Kit said once");
  });

  it("on the Kit status the form, the list and the desk show", () => {
    const waiting = kitStatus({ state: "waiting", reason: { code: "kit-failed", status: 500 } }, "UTC");
    expect(waiting.detail).toBe(
      "Kit has not taken the broadcast yet: the site looks again every minute. Nothing to do unless this lasts. Last try: Kit failed (500); the site looks again within a minute.",
    );
    const refused = kitStatus({ state: "refused", reason: { code: "kit-refused", status: 422, words: "Subject is required" } }, "UTC");
    expect(refused.detail).toBe("Kit refused the broadcast. Kit's words: Subject is required");
  });

  it("the results' refresh", () => {
    const said = (stored: string) => kitProblemInWords(resultsProblemWords, kitProblemOf(stored));
    expect(said('{"code":"budget-spent"}')).toBe("Kit's request budget was spent for the moment");
    expect(said('{"code":"slowed"}')).toBe("Kit asked to slow down (429)");
    expect(said('{"code":"kit-failed","status":500}')).toBe("Kit failed (500)");
    expect(said('{"code":"no-answer","kind":"network"}')).toBe("Kit did not answer");
    expect(said('{"code":"kit-refused","status":401,"words":"The access token is invalid"}')).toBe("Kit answered 401: The access token is invalid");
    expect(said('{"code":"kit-refused","status":502,"words":""}')).toBe("Kit answered 502");
    expect(said('{"code":"failed"}')).toBe("the refresh failed");
  });

  it("the channel feed's failure on the desk", () => {
    const said = (stored: string) => feedProblemInWords(feedProblemOf(stored));
    expect(said('{"code":"status","status":503}')).toBe("YouTube's feed answered 503 instead of the feed.");
    expect(said('{"code":"timeout","seconds":10}')).toBe("YouTube's feed did not answer within 10 seconds.");
    expect(said('{"code":"network"}')).toBe("The site could not reach YouTube's feed.");
    expect(said('{"code":"truncated"}')).toBe("YouTube's feed answer was cut short: nothing was changed.");
    expect(said('{"code":"not-feed"}')).toBe("YouTube's feed answered with something that is not the feed (a web page?): nothing was changed.");
  });
});
