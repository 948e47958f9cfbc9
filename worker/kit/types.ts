/** Shapes of the Kit API v4 requests and answers this site uses (developers.kit.com/api-reference). */

export type KitSubscriberState = "active" | "cancelled" | "bounced" | "complained" | "inactive";

/** POST /v4/subscribers: an upsert by email address. */
export interface KitCreateSubscriberRequest {
  email_address: string;
  first_name?: string | null;
  /** "inactive" keeps double opt-in: the form's confirmation email activates the subscriber. */
  state?: KitSubscriberState;
  fields?: Record<string, string>;
}

/** POST /v4/forms/{form_id}/subscribers: adds an existing subscriber; sends the form's incentive email. */
export interface KitAddToFormRequest {
  email_address: string;
  /** The page the signup came from, with its UTM parameters; Kit parses them. */
  referrer?: string | null;
}

/** POST /v4/tags/{tag_id}/subscribers. */
export interface KitTagRequest {
  email_address: string;
}

export interface KitSubscriber {
  id: number;
  first_name: string | null;
  email_address: string;
  state: KitSubscriberState;
  created_at: string;
  fields?: Record<string, string>;
  added_at?: string;
  tagged_at?: string;
  referrer?: string;
}

export interface KitSubscriberResponse {
  subscriber: KitSubscriber;
}

/** Every v4 error that is not a 429: `{"errors": ["..."]}`. A 429 is the plain text `Retry later`. */
export interface KitErrorBody {
  errors: string[];
}
