/**
 * What an experiment is, as the owner writes it in src/content/experiments.ts, and what each page
 * lets a variant change. Plain data: the worker, the pages, the build and the tests read it.
 */

/** The six speaker designs a `/speaker` variant may show. */
export const SPEAKER_DESIGNS = ["v1", "v2", "v3", "v4", "v5", "v6"] as const;
export type SpeakerDesign = (typeof SPEAKER_DESIGNS)[number];

/** The home page's sections after the hero, in the order a variant may put them. */
export const HOME_SECTIONS = ["companies", "story", "closing"] as const;
export type HomeSection = (typeof HOME_SECTIONS)[number];

/** What a variant may change. Each change is read by one page; `PAGE_CHANGES` says which. */
export interface VariantChanges {
  /** The hero's headline (the page's h1). */
  headline?: string;
  /** The sentence under the headline. */
  lead?: string;
  /** The hero form's button. */
  buttonLabel?: string;
  /** The sections after the hero, all of them, in a new order. */
  sectionOrder?: readonly HomeSection[];
  /** A whole page design. */
  design?: SpeakerDesign;
}
export type ChangeName = keyof VariantChanges;

/** The pages experiments can run on, and the changes each of them reads. */
export const PAGE_CHANGES: Readonly<Record<string, readonly ChangeName[]>> = {
  "/": ["headline", "lead", "buttonLabel", "sectionOrder"],
  "/speaker": ["design"],
};

/**
 * What counts as a conversion: a signup sent from the page (of one form when `form` is given:
 * `newsletter` or a guide's slug), a click on a booking action (the speaker pages' buttons that
 * open the inquiry form), or a speaker inquiry sent from the page.
 */
export type ExperimentGoal = { kind: "signup"; form?: string } | { kind: "booking" } | { kind: "inquiry" };

export interface VariantDefinition {
  /** Lowercase letters, digits and dashes; the first variant is the control. */
  id: string;
  /** A relative share of the traffic (any positive numbers: 1 and 1, or 50 and 50). */
  share: number;
  /** What it changes; the control usually changes nothing. */
  changes: VariantChanges;
}

export interface ExperimentDefinition {
  /** Lowercase letters, digits and dashes: it goes into the stats and the page cache's key. */
  id: string;
  /** What the owner wants to learn, shown on the stats page. */
  question: string;
  /** The page it runs on: one of `PAGE_CHANGES`' paths. */
  page: string;
  goal: ExperimentGoal;
  /** First and last day it runs, UTC, inclusive (YYYY-MM-DD). */
  start: string;
  end: string;
  /** Two or more; the first is the control. */
  variants: readonly VariantDefinition[];
  /** After the end, every visitor sees this variant; the control when not set. */
  winner?: string;
  /**
   * The page's words when the experiment started, for each text a variant changes (the control
   * shows the page's current words, so an edit to them while it runs would mix two controls in
   * its numbers): test/unit/experiments/control-text.test.ts holds them equal to the page.
   */
  controlText?: Partial<Record<"headline" | "lead" | "buttonLabel", string>>;
}
