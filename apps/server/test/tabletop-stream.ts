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

export async function openStream(url: string, headers: Record<string, string> = {}): Promise<TestStream> {
  const abort = new AbortController();
  const response = await fetch(url, { headers: { accept: 'text/event-stream', ...headers }, signal: abort.signal });
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
