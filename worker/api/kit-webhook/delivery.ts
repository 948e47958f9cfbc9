import * as v from "valibot";

/**
 * A webhook endpoint's delivery (https://developers.kit.com/webhooks/delivery-format):
 * `{delivery_id, events: [{id, type, created, data}]}`, 1 to 100 events of one type. Each event's
 * `id` is a UUID that stays the same across re-sends, so it is what deduplicates. `data` is read by
 * the handler of its type (./event-handlers.ts); other types are acknowledged and ignored.
 */
export const KIT_DELIVERY_MAX_EVENTS = 100;
/** 100 subscriber records with their custom fields fit many times over. */
export const KIT_DELIVERY_MAX_BYTES = 1024 * 1024;

const EventSchema = v.object({
  id: v.pipe(v.string(), v.minLength(1), v.maxLength(100)),
  type: v.pipe(v.string(), v.maxLength(100)),
  created: v.optional(v.string()),
  data: v.optional(v.record(v.string(), v.unknown()), {}),
});

export const DeliverySchema = v.object({
  delivery_id: v.union([v.number(), v.string()]),
  events: v.pipe(v.array(EventSchema), v.minLength(1), v.maxLength(KIT_DELIVERY_MAX_EVENTS)),
});

export type KitEvent = v.InferOutput<typeof EventSchema>;
