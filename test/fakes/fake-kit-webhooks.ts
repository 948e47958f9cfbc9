/** Kit's `v1`: hex HMAC-SHA256 of `"{t}.{raw body}"` keyed with the secret (written here, not borrowed from the worker, so a shared mistake cannot pass). */
async function kitSignature(secret: string, t: number, body: string): Promise<string> {
  const key = await crypto.subtle.importKey("raw", new TextEncoder().encode(secret), { name: "HMAC", hash: "SHA-256" }, false, ["sign"]);
  const mac = await crypto.subtle.sign("HMAC", key, new TextEncoder().encode(`${t}.${body}`));
  return Array.from(new Uint8Array(mac), (byte) => byte.toString(16).padStart(2, "0")).join("");
}

/**
 * Kit's webhook endpoints, as developers.kit.com documents them, for the fake Kit:
 * - `POST /v4/webhook_endpoints` `{url, events, name?}` registers an endpoint; the answer carries
 *   its `secret`, the only time Kit shows it (https://developers.kit.com/webhooks/getting-started).
 * - a delivery is a POST of `{delivery_id, events: [{id, type, created, data}]}`, 1 to 100 events
 *   of one type (https://developers.kit.com/webhooks/delivery-format), signed
 *   `X-Kit-Signature: t=<unix>,v1=<hex>` with one `v1` per valid secret during a rotation
 *   (https://developers.kit.com/webhooks/verifying-signatures);
 * - any 2xx is done; anything else is kept for a retry of the whole delivery under the same id,
 *   re-signed when it is sent (https://developers.kit.com/webhooks/retries).
 * The sender is the caller's (`post`), so deliveries reach a worker in workerd or over HTTP.
 */
export interface FakeWebhookEndpoint {
  id: number;
  url: string;
  events: string[];
  name: string;
  secrets: string[];
}

export interface FakeDeliveryEvent {
  id: string;
  type: string;
  created: string;
  data: Record<string, unknown>;
}

export interface FakeDelivery {
  delivery_id: number;
  events: FakeDeliveryEvent[];
}

export interface DeliveryAttempt {
  deliveryId: number;
  status: number;
  body: string;
}

type Post = (request: Request) => Promise<Response>;

const randomSecret = () => [...crypto.getRandomValues(new Uint8Array(24))].map((byte) => byte.toString(16).padStart(2, "0")).join("");

export class FakeKitWebhooks {
  endpoints: FakeWebhookEndpoint[] = [];
  attempts: DeliveryAttempt[] = [];
  /** Deliveries that did not get a 2xx, waiting for `retryFailed`. */
  failed: { endpoint: FakeWebhookEndpoint; delivery: FakeDelivery }[] = [];
  private nextEndpointId = 1;
  private nextDeliveryId = 1000;

  /** `POST /v4/webhook_endpoints`. */
  createEndpoint(body: Record<string, unknown>): Response {
    const url = typeof body.url === "string" ? body.url : "";
    const events = Array.isArray(body.events) ? body.events.filter((event): event is string => typeof event === "string") : [];
    if (!URL.canParse(url) || !events.length) return Response.json({ errors: ["url and events are required"] }, { status: 422 });
    const endpoint: FakeWebhookEndpoint = {
      id: this.nextEndpointId++,
      url,
      events,
      name: typeof body.name === "string" ? body.name : "",
      secrets: [randomSecret()],
    };
    this.endpoints.push(endpoint);
    return Response.json({ webhook_endpoint: { id: endpoint.id, url, events, name: endpoint.name, secret: endpoint.secrets[0] } }, { status: 201 });
  }

  /** A secret rotation: until `expireOldSecrets`, every delivery carries a `v1` for each. */
  rotateSecret(endpoint: FakeWebhookEndpoint): string {
    const secret = randomSecret();
    endpoint.secrets.push(secret);
    return secret;
  }

  expireOldSecrets(endpoint: FakeWebhookEndpoint): void {
    endpoint.secrets = endpoint.secrets.slice(-1);
  }

  /** The event a subscriber-event delivery carries (`data.subscriber`, as the V4 subscribers API). */
  subscriberEvent(type: string, email: string, id: string = crypto.randomUUID()): FakeDeliveryEvent {
    const now = new Date().toISOString();
    return {
      id,
      type,
      created: now,
      data: { subscriber: { id: Math.floor(Math.random() * 1e9), first_name: null, email_address: email, state: "active", created_at: now, fields: {} } },
    };
  }

  /** Events in deliveries of at most 100, as Kit batches them. */
  deliveries(events: FakeDeliveryEvent[]): FakeDelivery[] {
    const batches: FakeDelivery[] = [];
    for (let start = 0; start < events.length; start += 100) batches.push({ delivery_id: this.nextDeliveryId++, events: events.slice(start, start + 100) });
    return batches;
  }

  /** The signature header for a body at `t` with the endpoint's current secrets. */
  async signatureHeader(endpoint: FakeWebhookEndpoint, body: string, t = Math.floor(Date.now() / 1000)): Promise<string> {
    const signatures = await Promise.all(endpoint.secrets.map((secret) => kitSignature(secret, t, body)));
    return [`t=${t}`, ...signatures.map((signature) => `v1=${signature}`)].join(",");
  }

  /** Sends one delivery, signed now; a non-2xx keeps it for `retryFailed`. */
  async send(endpoint: FakeWebhookEndpoint, delivery: FakeDelivery, post: Post): Promise<DeliveryAttempt> {
    const body = JSON.stringify(delivery);
    const response = await post(
      new Request(endpoint.url, {
        method: "POST",
        headers: { "Content-Type": "application/json", "User-Agent": "Kit-Webhooks", "X-Kit-Signature": await this.signatureHeader(endpoint, body) },
        body,
      }),
    );
    const attempt = { deliveryId: delivery.delivery_id, status: response.status, body: await response.text() };
    this.attempts.push(attempt);
    if (response.status < 200 || response.status > 299) this.failed.push({ endpoint, delivery });
    return attempt;
  }

  /** Emits events to every endpoint subscribed to their type. */
  async emit(events: FakeDeliveryEvent[], post: Post): Promise<DeliveryAttempt[]> {
    const attempts: DeliveryAttempt[] = [];
    for (const endpoint of this.endpoints) {
      const mine = events.filter((event) => endpoint.events.includes(event.type));
      for (const delivery of this.deliveries(mine)) attempts.push(await this.send(endpoint, delivery, post));
    }
    return attempts;
  }

  /** Kit's retry: every failed delivery again, whole, under its id, re-signed now. */
  async retryFailed(post: Post): Promise<DeliveryAttempt[]> {
    const waiting = this.failed;
    this.failed = [];
    const attempts: DeliveryAttempt[] = [];
    for (const { endpoint, delivery } of waiting) attempts.push(await this.send(endpoint, delivery, post));
    return attempts;
  }

  reset(): void {
    this.endpoints = [];
    this.attempts = [];
    this.failed = [];
  }
}
