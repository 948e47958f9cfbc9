import { createServer, type IncomingMessage, type ServerResponse } from "node:http";
import type { AddressInfo } from "node:net";
import { FakeKit, FakeKitReset, type FakeKitOptions } from "./fake-kit.ts";

export interface FakeKitServer {
  /** Base URL of the fake API, to use as KIT_API_BASE (ends in /v4). */
  apiBase: string;
  /** Origin, for the /__fake/ control routes. */
  origin: string;
  kit: FakeKit;
  close(): Promise<void>;
}

/** Serves a FakeKit over HTTP on 127.0.0.1 (browser tests, bench). */
export async function startFakeKitServer(options: FakeKitOptions = {}, port = 0): Promise<FakeKitServer> {
  const kit = new FakeKit(options);
  const server = createServer((req, res) => void handle(kit, req, res));
  server.keepAliveTimeout = 5000;
  await new Promise<void>((resolve) => server.listen(port, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    apiBase: `${origin}/v4`,
    origin,
    kit,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}

async function handle(kit: FakeKit, req: IncomingMessage, res: ServerResponse) {
  try {
    const chunks: Buffer[] = [];
    for await (const chunk of req) chunks.push(chunk as Buffer);
    const controller = new AbortController();
    res.on("close", () => controller.abort());
    const headers = new Headers();
    for (const [name, value] of Object.entries(req.headers)) if (typeof value === "string") headers.set(name, value);
    const request = new Request(new URL(req.url ?? "/", "http://fake-kit.local"), {
      method: req.method,
      headers,
      body: req.method === "GET" || req.method === "HEAD" ? undefined : Buffer.concat(chunks),
      signal: controller.signal,
    });
    const response = await kit.fetch(request);
    if (res.destroyed) return;
    res.writeHead(response.status, Object.fromEntries(response.headers));
    res.end(Buffer.from(await response.arrayBuffer()));
  } catch (error) {
    if (error instanceof FakeKitReset) {
      req.socket.destroy();
      return;
    }
    if (!res.headersSent) res.writeHead(500, { "Content-Type": "application/json" });
    res.end(JSON.stringify({ errors: [String(error)] }));
  }
}
