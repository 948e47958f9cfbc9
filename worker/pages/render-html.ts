import type { ReactNode } from "react";
import { renderToReadableStream } from "react-dom/server";
import { joinChunks } from "../http";

/**
 * Markup of a component tree, rendered by React's streaming server renderer (the edge build in
 * the worker). Pages have no async data, so the whole render is awaited (`allReady`): the caller
 * gets complete HTML it can cache and time, and an error reported through `onError` is thrown
 * here, so the app answers with its 500 page instead of a half-written stream.
 */
export async function renderHtmlStream(node: ReactNode): Promise<ReadableStream<Uint8Array>> {
  let renderError: unknown;
  let failed = false;
  const stream = await renderToReadableStream(node, {
    onError(error) {
      failed = true;
      renderError ??= error;
    },
  });
  await stream.allReady;
  if (failed) {
    await stream.cancel();
    throw renderError;
  }
  return stream;
}

/**
 * The whole markup as bytes (a page, to answer and to keep in the page cache). Read chunk by chunk
 * rather than through `new Response(stream)`, which Workers count as I/O and refuse in start-up
 * code (worker/pages/warm-up.tsx renders there).
 */
export async function renderHtmlBytes(node: ReactNode): Promise<Uint8Array<ArrayBuffer>> {
  const chunks: Uint8Array[] = [];
  let length = 0;
  const reader = (await renderHtmlStream(node)).getReader();
  for (let read = await reader.read(); !read.done; read = await reader.read()) {
    chunks.push(read.value);
    length += read.value.byteLength;
  }
  return joinChunks(chunks, length);
}

const decoder = new TextDecoder();

/** The whole markup as text (a fragment, such as a feed entry). */
export async function renderHtml(node: ReactNode): Promise<string> {
  return decoder.decode(await renderHtmlBytes(node));
}
