import type { ExperimentDefinition } from "../experiment-contract/definition.ts";

/**
 * The site's experiments. To add one, copy an entry: an id, the page, the goal, the days it runs
 * and two or more variants (the first is the control; `share` splits the traffic). A mistake here
 * stops `npm run build` and `npm start` with a message naming the experiment and the field.
 * After `end`, every visitor sees the control, or the variant named as `winner`. `controlText`
 * records the page's words a variant changes, as they were at the start. The owner previews
 * a variant with `?variant=<id>` on the page (never counted). docs/experiments.md says more.
 */
export const experimentDefinitions: readonly ExperimentDefinition[] = [
  {
    id: "home-headline",
    question: "Does a headline about the reader's channel win more newsletter signups than one about me?",
    page: "/",
    goal: { kind: "signup", form: "newsletter" },
    start: "2026-11-25",
    end: "2027-03-31",
    variants: [
      { id: "control", share: 1, changes: {} },
      { id: "channel", share: 1, changes: { headline: "Build a YouTube channel that grows and pays for itself." } },
    ],
    // The control's headline (src/content/home.ts) while this runs: edit it only by ending or restarting the experiment.
    controlText: { headline: "I help creators and businesses succeed on YouTube." },
  },
  {
    id: "speaker-design",
    question: "Which of the six speaker page designs gets the most organisers to a booking button?",
    page: "/speaker",
    goal: { kind: "booking" },
    start: "2026-11-25",
    end: "2027-05-31",
    variants: [
      { id: "v1", share: 1, changes: { design: "v1" } },
      { id: "v2", share: 1, changes: { design: "v2" } },
      { id: "v3", share: 1, changes: { design: "v3" } },
      { id: "v4", share: 1, changes: { design: "v4" } },
      { id: "v5", share: 1, changes: { design: "v5" } },
      { id: "v6", share: 1, changes: { design: "v6" } },
    ],
  },
];
