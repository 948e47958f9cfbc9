/**
 * The bytes of a response body up to `maxBytes`, or undefined when it is larger: a declared
 * `Content-Length` over the cap is refused before anything is read, and a body without one (or
 * one that lies) is read chunk by chunk and cancelled as soon as it passes the cap, so a huge or
 * endless answer costs at most `maxBytes` of memory. A Worker has 128 MB of memory per isolate
 * (https://developers.cloudflare.com/workers/platform/limits/#memory), shared by every request it
 * serves: an outside answer read whole with `text()` or `arrayBuffer()` could spend it alone.
 */
export async function readCappedBody(response: Response, maxBytes: number): Promise<Uint8Array<ArrayBuffer> | undefined> {
  const declared = Number(response.headers.get("Content-Length") ?? Number.NaN);
  if (declared > maxBytes) {
    await response.body?.cancel();
    return undefined;
  }
  if (!response.body) return new Uint8Array(0);
  const reader = response.body.getReader();
  const chunks: Uint8Array[] = [];
  let length = 0;
  for (;;) {
    const { done, value } = await reader.read();
    if (done) break;
    length += value.byteLength;
    if (length > maxBytes) {
      await reader.cancel();
      return undefined;
    }
    chunks.push(value);
  }
  return joinChunks(chunks, length);
}

/** Chunks read from a stream as one array of `length` bytes. */
export function joinChunks(chunks: readonly Uint8Array[], length: number): Uint8Array<ArrayBuffer> {
  const bytes = new Uint8Array(length);
  let offset = 0;
  for (const chunk of chunks) {
    bytes.set(chunk, offset);
    offset += chunk.byteLength;
  }
  return bytes;
}
