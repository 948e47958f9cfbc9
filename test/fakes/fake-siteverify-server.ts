import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { SiteverifyStandIn, SiteverifyUnreachable, type SiteverifyCall, type SiteverifyFault } from "../../worker/turnstile/index.ts";

/** The secret the browser tests' worker sends (not one of Cloudflare's test secrets: the stand-in answers as production). */
export const FAKE_SITEVERIFY_SECRET = "0x4AAAAAAAe2e-stand-in-secret";

export interface FakeSiteverifyServer {
  /** TURNSTILE_SITEVERIFY_URL for the worker. */
  url: string;
  /** Origin, for the /__fake/ control routes: POST reset, GET state, POST configure {failNext, fault}. */
  origin: string;
  close(): Promise<void>;
}

export interface FakeSiteverifyState {
  calls: SiteverifyCall[];
}

/** Serves Siteverify's stand-in (worker/turnstile) over HTTP on 127.0.0.1 for the browser tests. */
export async function startFakeSiteverifyServer(): Promise<FakeSiteverifyServer> {
  const standIn = new SiteverifyStandIn(FAKE_SITEVERIFY_SECRET);
  const server = createServer((req, res) => void handle(standIn, req, res));
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    url: `${origin}/turnstile/v0/siteverify`,
    origin,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function handle(standIn: SiteverifyStandIn, req: IncomingMessage, res: ServerResponse) {
  const chunks: Buffer[] = [];
  for await (const chunk of req) chunks.push(chunk as Buffer);
  const body = Buffer.concat(chunks);
  const path = new URL(req.url ?? "/", "http://fake-siteverify.local").pathname;
  const json = (value: unknown) => {
    res.writeHead(200, { "Content-Type": "application/json" });
    res.end(JSON.stringify(value));
  };
  if (path === "/__fake/reset") {
    standIn.reset();
    return json({ calls: [] });
  }
  if (path === "/__fake/state") return json({ calls: standIn.calls } satisfies FakeSiteverifyState);
  if (path === "/__fake/configure") {
    const options = JSON.parse(body.toString() || "{}") as { failNext?: SiteverifyFault[]; fault?: SiteverifyFault };
    standIn.failNext = options.failNext ?? [];
    standIn.fault = options.fault;
    return json({ calls: standIn.calls });
  }
  try {
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
    const response = await standIn.fetch(
      new Request(new URL(req.url ?? "/", "http://fake-siteverify.local"), { method: req.method, headers, body: req.method === "POST" ? body : undefined }),
    );
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  } catch (error) {
    if (error instanceof SiteverifyUnreachable) req.socket.destroy();
    else {
      res.writeHead(500);
      res.end(String(error));
    }
  }
}
