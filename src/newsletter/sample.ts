/**
 * A complete issue of the newsletter that uses every block kind: the previewer's default and the
 * fixture the tests render in every style.
 */
import type { NewsletterContent } from "../newsletter-contract/types.ts";
import { owner } from "../content/owner.ts";

/** Same default as the site's SITE_URL; pass the real origin to createSampleNewsletter. */
export const SAMPLE_SITE_ORIGIN = "https://www.example.com";

export function createSampleNewsletter(siteOrigin: string = SAMPLE_SITE_ORIGIN): NewsletterContent {
  const origin = new URL(siteOrigin).origin;
  return {
    hook: "Your average retention is hiding two different videos: the one your regulars watch and the one new viewers abandon.",
    intro:
      "Hey, it's Jordan. Last week a client sent me a retention graph with a question I hear every month: \"Why did this video flatline when my last one took off?\" The answer wasn't in the average. It was in who was watching.\n\n" +
      "This week: how to split retention by audience segment, what each gap is telling you, and three experiments to run on your next upload.",
    sections: [
      {
        title: "The average is lying to you",
        level: 1,
        content: [
          "Every retention graph you've looked at is a blend. New viewers, casual viewers and your regulars are poured into one line, and that line tells you <em>how the mix behaved</em>, not how any real person did. When the mix changes, the graph changes, even if the video didn't get worse.",
          "HEADER_STACK\nSame video, three audiences\nRegulars know you and forgive a slow start.\nCasual viewers like you but need a reason to stay.\nNew viewers owe you nothing.",
          "One client's tutorial, 30 seconds in:\n78% of regular viewers still watching\n64% of casual viewers\n41% of new viewers",
          "That's a 37-point gap. The blended number said 58%, which described nobody. And because YouTube kept showing the video to more new viewers as it spread, the average <strong>fell while the video grew</strong>. The creator thought it was failing. It was the most-discovered video they'd made all year.",
          "To see the split for yourself, open the video's analytics, switch to Advanced Mode and add this breakdown:",
          "PRO_TIP",
          "NOTE_BOX: Smaller videos won't show every segment: YouTube hides breakdowns that have too little data. Select your last five uploads together in Advanced Mode and compare the segments as a group instead.",
        ],
      },
      {
        title: "What each segment is telling you",
        level: 1,
        content: [
          "Read the curves side by side, not one at a time. The shape of the <i>gap</i> between segments matters more than the height of any single line.",
        ],
      },
      {
        title: "New viewers decide in the first ten seconds",
        level: 2,
        content: [
          "A new viewer clicked on a promise: the one they read in your title and saw in your thumbnail. If the opening doesn't confirm it right away, they leave. A steep early drop for new viewers alone is rarely a pacing problem. It's a <b>mismatch between the click and the cold open</b>.",
          "TIP_BOX: Pause your video at 0:05 and read the title out loud. If the screen and your voice aren't already delivering that exact promise, the new viewers are gone before you've earned them.",
        ],
      },
      {
        title: "Subscribers vs. non-subscribers",
        level: 2,
        content: [
          "Subscribers usually hold better, so a small gap tells you little. Watch for the reverse: when non-subscribers out-retain your subscribers, the topic is pulling in an audience your regulars don't care about. That's a decision, not a mistake, but make it on purpose.",
          "Three patterns worth flagging:\n* Subscribers drop during the intro: you're repeating context they already know.\n* Non-subscribers drop at the same point in every video: a recurring segment (sponsor read, channel update) that only your fans tolerate.\n* Both drop together mid-video: that's the content, not the audience.",
          "SIDENOTE_BOX: Regular viewers and subscribers are not the same people. On most channels I audit, a large share of the regulars never pressed Subscribe, so read the two breakdowns separately before drawing conclusions.",
        ],
      },
      {
        title: "Three experiments for your next upload",
        level: 1,
        content: [
          "1. Write two cold opens: one for strangers (the title's promise plus proof within ten seconds) and one for regulars (a callback, then straight into the content). Publish the stranger version.\n" +
            "2. Move your channel update or sponsor read from the first minute to just after the first payoff, then compare the non-subscriber curve with your last three uploads.\n" +
            '3. Cut one recap. Wherever you say "as I mentioned last time," check whether regulars dip there. If they do, drop it from the next script.',
          "PROMPT_BOX: Here are my video's title and the transcript of its first 60 seconds. Rewrite the opening for a viewer who has never seen my channel: confirm the title's promise in the first sentence, show proof by the tenth second, and cut anything that only makes sense to existing fans. Keep my voice and my words where you can.\nTitle: [paste title]\nTranscript: [paste the first 60 seconds]",
          'Give each experiment two uploads before you judge it. One video is an anecdote; two is the start of a pattern. Keep notes in a simple doc (date, change, segment curves) so you can see what moved after a month. Questions? Just reply, or write to <a href="mailto:hello@example.com">hello@example.com</a>.',
          "BONUS_BOX: Reply with a link to a video whose curve surprised you and tell me which segment you think caused it. I'll pick three and break them down in a future issue (only with your permission).",
        ],
      },
    ],
    footer: {
      forwardText: `Did a friend forward this? Get ${owner.newsletterName} in your inbox every week:`,
      signupLink: `${origin}/newsletter`,
      unsubscribeText: `Unsubscribe from ${owner.newsletterName}`,
      cta: {
        text: "Want a second pair of eyes on your retention? I review a channel's last ten uploads segment by segment and hand you the three changes that will matter most.",
        buttonText: "Book a channel review",
        url: `${origin}/contact`,
      },
    },
  };
}

export const sampleNewsletter: NewsletterContent = createSampleNewsletter();
