import { Readable } from 'node:stream';

/** Items (each already JSON text) as the parts of one JSON array. */
export async function* jsonArray(items: AsyncIterable<string>): AsyncGenerator<string> {
  yield '[';
  let first = true;
  for await (const item of items) {
    yield first ? item : `,${item}`;
    first = false;
  }
  yield ']';
}

/** `{"key":value,…}` from parts that are each JSON text (or generators of JSON text). */
export async function* jsonObject(fields: Array<[string, string | AsyncIterable<string>]>): AsyncGenerator<string> {
  yield '{';
  for (const [index, [key, value]] of fields.entries()) {
    yield `${index > 0 ? ',' : ''}${JSON.stringify(key)}:`;
    if (typeof value === 'string') yield value;
    else yield* value;
  }
  yield '}';
}

/**
 * A byte stream of the parts that pulls the next part only when the socket has taken the
 * previous ones, so a slow client never makes the server hold more than a part or two.
 */
export function jsonStream(parts: AsyncIterable<string>): Readable {
  return Readable.from(parts, { objectMode: false, highWaterMark: 64 * 1024 });
}
