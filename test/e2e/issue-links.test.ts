import type { Locator, Page } from "playwright-core";
import { describe, expect } from "vitest";
import { ISSUES_PATH } from "../../src/publishing/contract";
import { RESULTS_RETRY_MINUTES } from "../../src/publishing/results";
import type { StatsJson } from "../../src/stats/contract";
import { axeViolations } from "./axe";
import { bannerStill } from "./consent-visitor";
import { baseUrl, DESKTOP, PERSON_UA, PHONE } from "./browser";
import type { FakeKitState } from "../fakes/fake-kit";
import { kitBroadcasts } from "./fake-kit-readout";
import { browserTest, PACE } from "./fixture";
import { lane } from "./lane";
import { press, tapInView } from "./tap";
import { must } from "../../src/must.ts";
import { owner } from "../../src/content/owner";
import { utmSourceOf } from "../../src/newsletter/link-tags";

const UTM_SOURCE = utmSourceOf(owner.newsletterName);

const today = () => new Date().toISOString().slice(0, 10);
const inDays = (days: number) => new Date(Date.now() + days * 86_400_000).toISOString().slice(0, 10);

/** The owner publishes an issue whose text links a speaker page (his previewer's JSON post). */
async function publishIssue(slug: string, title: string): Promise<void> {
  const draft = `HOOK: Which link books the talk?\n\nINTRO:\nHey there, it's Jordan.\n\n# The idea\n\nBook the <a href="https://www.example.com/speaker-v3">Keynote</a> for your event.\n`;
  const answer = await fetch(new URL(ISSUES_PATH, baseUrl()), {
    method: "POST",
    headers: { Origin: baseUrl(), "Sec-Fetch-Site": "same-origin", "Content-Type": "application/json", Accept: "application/json" },
    body: JSON.stringify({ title, slug, style: "minimal", draft }),
  });
  expect(answer.status).toBe(201);
}

/** Types into a field after touching it, key by key, as a person does. */
async function typeInto(field: Locator, text: string): Promise<void> {
  await tapInView(field);
  await field.pressSequentially(text, PACE);
  await expect.poll(() => field.inputValue()).toBe(text);
}

async function issueRow(slug: string, link: string) {
  const response = await fetch(`${baseUrl()}/internal/stats.json?from=${today()}&to=${today()}`);
  const report = (await response.json()) as StatsJson;
  return report.issues.find((row) => row.issue === slug && row.link === link);
}

/** What the fake Kit did with this subject's broadcasts since the test started: resets, and each write. */
async function kitStory(subject: string, since: number): Promise<string> {
  const state = (await (await fetch(`${lane().fakeKitOrigin}/__fake/state`)).json()) as FakeKitState;
  const ids = new Set(
    state.requests.flatMap((request) =>
      request.method === "POST" && request.path === "/v4/broadcasts" && (request.body as { subject?: string } | undefined)?.subject === subject
        ? [request.at]
        : [],
    ),
  );
  const writes = state.requests
    .filter((request) => request.at >= since && /^\/v4\/broadcasts(\/\d+)?$/.test(request.path) && request.method !== "GET")
    .map((request) => `${new Date(request.at).toISOString()} ${request.method} ${request.path} ${request.status}`);
  const now = await kitBroadcasts(subject);
  return JSON.stringify({
    resetsSinceStart: state.resets.filter((at) => at >= since).map((at) => new Date(at).toISOString()),
    createsOfThisSubject: ids.size,
    heldNow: now.map((broadcast) => ({ id: broadcast.id, send_at: broadcast.send_at, description: broadcast.description })),
    writes,
  });
}

const cell = (page: Page, slug: string, link: string, name: string) =>
  page.locator(`tr[data-link-row="${link}"][data-link-issue="${slug}"] [data-cell="${name}"]`);

describe("an issue's tagged link, followed on a phone", () => {
  browserTest(
    "a reader taps the issue's Keynote link in the email, lands on the speaker page, sends an inquiry, and the issue's results count it; the owner pages have no axe violation",
    async ({ visitor }) => {
      const testStarted = Date.now();
      const slug = `links-${Date.now().toString(36)}`;
      const title = `Which link books the talk ${slug}`;
      await publishIssue(slug, title);
      // The email Kit got: its Keynote link carries the issue's tags.
      await expect.poll(async () => (await kitBroadcasts(title))[0]?.content ?? "", { timeout: 20_000 }).toContain("utm_content=keynote");
      const [broadcast] = await kitBroadcasts(title);
      const keynote = must(must(/href="([^"]*utm_content=keynote[^"]*)"/.exec(must(must(broadcast).content)))[1]).replaceAll("&amp;", "&");
      expect(keynote).toBe(`https://www.example.com/speaker-v3?utm_source=${UTM_SOURCE}&utm_medium=email&utm_campaign=${slug}&utm_content=keynote`);

      // The reader's mail app opens the link in the phone's browser (the site here is the test's origin).
      const { page } = await visitor({ ...PHONE, userAgent: PERSON_UA });
      await page.goto(keynote.replace("https://www.example.com", baseUrl()));
      await expect.poll(() => issueRow(slug, "keynote")).toMatchObject({ visitors: 1 });
      await press(page.getByRole("link", { name: "Inquire About Speaking" }).first(), PHONE);
      await page.waitForURL("**/speaker/inquire?from=/speaker-v3");
      const form = page.locator("form[action='/api/inquiry']");
      await tapInView(form.getByLabel("Your name"));
      await page.locator('[data-island="InquiryForm"][data-hydrated="true"]').waitFor({ state: "attached" });
      await typeInto(form.getByLabel("Your name"), "Ada Organiser");
      await typeInto(form.getByLabel("Email"), "ada@example.org");
      await typeInto(form.getByLabel("Organisation"), "Creator Guild");
      await typeInto(form.getByLabel("Event name"), `Keynote Day ${slug}`);
      await form.getByLabel("Event date").fill(inDays(120));
      await typeInto(form.getByLabel("City"), "Porto");
      await form.getByLabel("Audience size").selectOption("200-1000");
      await tapInView(form.getByLabel("Keynote"));
      await form.getByLabel("Budget").selectOption("5000-10000");
      await tapInView(form.getByRole("button", { name: "Send Inquiry" }));
      await page.waitForURL("**/speaker/inquire/thank-you?from=/speaker-v3");

      // The inquiry counts for the issue's Keynote link.
      await expect.poll(() => issueRow(slug, "keynote")).toMatchObject({ visitors: 1, inquiries: 1 });

      // Kit reports the link's clicks; the issue list reads them in the background and shows the row.
      await fetch(`${lane().fakeKitOrigin}/__fake/broadcast-results`, {
        method: "POST",
        body: JSON.stringify({
          id: must(broadcast).id,
          stats: { status: "completed", recipients: 300, open_rate: 50, click_rate: 4, unsubscribes: 0 },
          clicks: [{ url: keynote, unique_clicks: 12, click_to_delivery_rate: 0.04, click_to_open_rate: 0.08 }],
        }),
      });
      for (const device of [PHONE, DESKTOP]) {
        const owner = (await visitor({ ...device, userAgent: PERSON_UA })).page;
        await owner.goto(new URL(ISSUES_PATH, baseUrl()).href);
        // Each open reads Kit in the background; a read that ended without figures on a busy machine
        // (Kit slow, the run cut off) is asked again a minute later (RESULTS_RETRY_MINUTES).
        await expect
          .poll(
            async () => {
              await owner.reload();
              return cell(owner, slug, "keynote", "clicks").textContent();
            },
            { timeout: (RESULTS_RETRY_MINUTES + 1) * 60_000, interval: 2_000 },
          )
          .toBe("12")
          .catch(async (error: Error) => {
            // What the list says of the issue (Kit's figures, or why the last read failed) names the cause.
            const said = await owner
              .locator(`[data-issue="${slug}"]`)
              .textContent()
              .catch(() => "(not on the list)");
            throw new Error(`${error.message}\nThe issue on the list: ${said}\nKit: ${await kitStory(title, testStarted)}`);
          });
        expect(await cell(owner, slug, "keynote", "inquiries").textContent()).toBe("1");
        expect(await cell(owner, slug, "(total)", "visitors").textContent()).toBe("1");
        expect(await owner.evaluate(() => document.documentElement.scrollWidth - window.innerWidth)).toBeLessThanOrEqual(0);
        const width = device.viewport.width;
        if (process.env.LINKS_SCREENSHOTS) await owner.screenshot({ path: `/tmp/issue-links-${width}.png`, fullPage: true });
        await bannerStill(owner);
        expect(await axeViolations(owner), `${ISSUES_PATH} at ${width}`).toEqual([]);
        for (const path of ["/internal/stats", "/internal"]) {
          await owner.goto(new URL(path, baseUrl()).href);
          // The cookie banner slides in on each new page: its colours are judged once it stands still.
          await bannerStill(owner);
          if (process.env.LINKS_SCREENSHOTS) await owner.screenshot({ path: `/tmp/issue-links${path.replaceAll("/", "-")}-${width}.png`, fullPage: true });
          expect(await axeViolations(owner), `${path} at ${width}`).toEqual([]);
        }
        const desk = await owner.locator('[data-newsletter="funnel"]').allTextContents();
        // The desk names the latest issue; when it is this one, its line counts the inquiry.
        if (desk[0]?.includes("(Keynote)")) expect(desk[0]).toMatch(/12 clicks → 1 visit → 0 signups, 1 inquiry \(Keynote\)$/);
      }
    },
    240_000,
  );
});
