import http from 'node:http';
import { Readable } from 'node:stream';
/** A Server-Sent-Events client for tests: reads the stream with `fetch` and splits it into events. */
export interface StreamEvent {
  event: string;
  data: string;
}

export interface TestStream {
  status: number;
  headers: Headers;
  /** The next `message` event (comments and the `retry` line skipped); rejects after `timeoutMs`. */
  next(timeoutMs?: number): Promise<StreamEvent>;
  /** Comment lines seen so far (heartbeats). */
  comments: string[];
  /** Resolves when the server ended the stream. */
  ended: Promise<void>;
  close(): void;
}

/**
 * A request from another loopback address (`127.0.0.2`, …: Linux routes all of 127/8 to the
 * loopback device), so the server sees listeners of different clients. `fetch` cannot pick the
 * source address; `http.get` can.
 */
function fetchFrom(localAddress: string, url: string, headers: Record<string, string>, signal: AbortSignal): Promise<Response> {
  return new Promise((resolve, reject) => {
    const request = http.get(url, { headers, localAddress, signal }, (incoming) => {
      const body = incoming.statusCode === 204 ? null : (Readable.toWeb(incoming) as ReadableStream<Uint8Array>);
      const responseHeaders = new Headers();
      for (const [name, value] of Object.entries(incoming.headers)) if (typeof value === 'string') responseHeaders.set(name, value);
      resolve(new Response(body, { status: incoming.statusCode ?? 0, headers: responseHeaders }));
    });
    request.on('error', reject);
  });
}

export async function openStream(url: string, headers: Record<string, string> = {}, from?: string): Promise<TestStream> {
  const abort = new AbortController();
  const requestHeaders = { accept: 'text/event-stream', ...headers };
  const response = from ? await fetchFrom(from, url, requestHeaders, abort.signal) : await fetch(url, { headers: requestHeaders, signal: abort.signal });
  const events: StreamEvent[] = [];
  const waiting: Array<() => void> = [];
  const comments: string[] = [];
  let buffer = '';
  const decoder = new TextDecoder();
  const ended = (async () => {
    if (!response.body || response.status !== 200) return;
    const reader = response.body.getReader();
    try {
      for (;;) {
        const { done, value } = await reader.read();
        if (done) return;
        buffer += decoder.decode(value, { stream: true });
        let cut: number;
        while ((cut = buffer.indexOf('\n\n')) >= 0) {
          const block = buffer.slice(0, cut);
          buffer = buffer.slice(cut + 2);
          let event = 'message';
          const data: string[] = [];
          let isEvent = false;
          for (const line of block.split('\n')) {
            if (line.startsWith(':')) comments.push(line.slice(1).trim());
            else if (line.startsWith('event:')) event = line.slice(6).trim();
            else if (line.startsWith('data:')) {
              data.push(line.slice(5).trimStart());
              isEvent = true;
            }
          }
          if (isEvent) {
            events.push({ event, data: data.join('\n') });
            waiting.splice(0).forEach((wake) => wake());
          }
        }
      }
    } catch {
      // aborted by the test
    } finally {
      waiting.splice(0).forEach((wake) => wake());
    }
  })();
  let finished = false;
  void ended.then(() => (finished = true));
  return {
    status: response.status,
    headers: response.headers,
    comments,
    ended,
    async next(timeoutMs = 3_000) {
      const deadline = Date.now() + timeoutMs;
      while (events.length === 0) {
        if (finished) throw new Error('the stream ended');
        const left = deadline - Date.now();
        if (left <= 0) throw new Error('no event in time');
        await new Promise<void>((resolve) => {
          const timer = setTimeout(resolve, left);
          waiting.push(() => {
            clearTimeout(timer);
            resolve();
          });
        });
      }
      return events.shift()!;
    },
    close: () => abort.abort(),
  };
}
