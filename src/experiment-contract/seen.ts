/**
 * What a rendered page says about its experiment, shared by the worker, the pages and the islands.
 * Free of content and libraries: islands import it. (The view beacon's mark is in
 * src/stats/contract.ts, so the beacon shares no chunk with the islands.)
 */

/** The query parameter that shows the owner one variant (`/?variant=channel`); never counted. */
export const FORCE_VARIANT_PARAM = "variant";
/**
 * The form field and link parameter that carry what a visitor saw (`home-headline:channel`) to a
 * signup, a booking click or an inquiry, so the conversion counts for that variant.
 */
export const SEEN_EXPERIMENT_FIELD = "experiment";

/** What a page was rendered with: the experiment, the variant, and whether its views and conversions count. */
export interface ExperimentView {
  id: string;
  variant: string;
  /** False for the owner's forced preview and after the experiment's end. */
  counted: boolean;
}

export const seenValue = (view: Pick<ExperimentView, "id" | "variant">) => `${view.id}:${view.variant}`;

/** A rendered view as one value, for what keys a page by its variant (the page cache, the variant entrypoint's URL). */
export const viewValue = (view: ExperimentView) => `${seenValue(view)}:${view.counted ? "counted" : "preview"}`;
