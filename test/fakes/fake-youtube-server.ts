import { createServer } from "node:http";
import type { AddressInfo } from "node:net";
import sharp from "sharp";
import { FakeYouTube, type FakeUpload } from "./fake-youtube.ts";

export interface FakeYouTubeServer {
  origin: string;
  youtube: FakeYouTube;
  /** The feed's address for YOUTUBE_FEED_URL. */
  feedUrl: string;
  close(): Promise<void>;
}

/** Serves a FakeYouTube over HTTP on 127.0.0.1 (the browser tests), its thumbnails real 480x360 JPEGs. */
export async function startFakeYouTubeServer(channelId: string, uploads: FakeUpload[]): Promise<FakeYouTubeServer> {
  const youtube = new FakeYouTube(channelId);
  youtube.uploads = uploads;
  const jpeg = await sharp({ create: { width: 480, height: 360, channels: 3, background: "#4b5563" } })
    .jpeg()
    .toBuffer();
  const server = createServer((req, res) => {
    void (async () => {
      const url = `http://127.0.0.1${req.url ?? "/"}`;
      const conditional = Object.fromEntries(
        ["if-none-match", "if-modified-since"].flatMap((name) => (typeof req.headers[name] === "string" ? [[name, req.headers[name]]] : [])),
      );
      const answer = await youtube.fetch(new Request(url, { headers: conditional }));
      const isThumbnail = answer.ok && answer.headers.get("Content-Type") === "image/jpeg";
      const body = isThumbnail ? jpeg : Buffer.from(await answer.arrayBuffer());
      res.writeHead(answer.status, Object.fromEntries(answer.headers));
      res.end(body);
    })();
  });
  await new Promise<void>((resolve) => server.listen(0, "127.0.0.1", resolve));
  const origin = `http://127.0.0.1:${(server.address() as AddressInfo).port}`;
  return {
    origin,
    youtube,
    feedUrl: `${origin}/feeds/videos.xml?channel_id=${channelId}`,
    close: () =>
      new Promise<void>((resolve) => {
        server.closeAllConnections();
        server.close(() => resolve());
      }),
  };
}
