import { types } from '@electric-sql/pglite';
import { describe, expect, it } from 'vitest';
import { sendByteaAsIs } from './pglite-options.ts';

describe('sendByteaAsIs', () => {
  it('hands a bytea parameter over as the bytes themselves (PGlite then sends them in binary), not as hex text', () => {
    const client = { serializers: { [types.BYTEA]: (bytes: Uint8Array) => `\\x${Buffer.from(bytes).toString('hex')}` } };
    const bytes = new Uint8Array([0xc3, 0xa4]);
    sendByteaAsIs(client);
    expect(client.serializers[types.BYTEA]!(bytes)).toBe(bytes);
  });
});
