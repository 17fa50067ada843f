import { zipSync } from 'fflate';
import { describe, expect, it } from 'vitest';
import { zipProblem } from './zip-problem.ts';

const good = zipSync({ 'bundle/Meta.json': new TextEncoder().encode('{"languages":["de-DE"]}'), 'bundle/de-DE/Clans.json': new TextEncoder().encode('[]') });

function patched(edit: (bytes: Uint8Array, view: DataView) => void): Uint8Array {
  const bytes = good.slice();
  edit(bytes, new DataView(bytes.buffer));
  return bytes;
}

const endOffset = () => {
  for (let at = good.length - 22; at >= 0; at -= 1) if (new DataView(good.buffer).getUint32(at, true) === 0x06054b50) return at;
  throw new Error('no end record');
};
const centralOffset = () => new DataView(good.buffer).getUint32(endOffset() + 16, true);

describe('zipProblem', () => {
  it('accepts a sound zip', () => {
    expect(zipProblem(good)).toBeUndefined();
  });

  it.each([
    ['plain text', () => new TextEncoder().encode('this is not a zip file at all, sorry')],
    ['an empty file', () => new Uint8Array()],
    ['a gzip stream', () => Uint8Array.from([0x1f, 0x8b, 8, 0, ...new Array(30).fill(0)])],
  ])('format not recognised: %s', (_label, make) => {
    expect(zipProblem(make())).toBe('formatNotRecognized');
  });

  it('finds no end of central directory in a cut-off download', () => {
    expect(zipProblem(good.slice(0, good.length - 30))).toBe('endOfCentralDirectoryNotFound');
  });

  it.each([
    ['a span marker at the start', () => patched((_b, v) => v.setUint32(0, 0x08074b50, true))],
    ['a disk number in the end record', () => patched((_b, v) => v.setUint16(endOffset() + 4, 1, true))],
  ])('split zip: %s', (_label, make) => {
    expect(zipProblem(make())).toBe('splitZip');
  });

  it('an encrypted entry needs a password we do not have', () => {
    expect(zipProblem(patched((_b, v) => v.setUint16(centralOffset() + 8, 0x1, true)))).toBe('invalidPassword');
  });

  it('an unknown compression method', () => {
    expect(zipProblem(patched((_b, v) => v.setUint16(centralOffset() + 10, 12, true)))).toBe('unsupportedMethod');
  });

  it.each([
    ['a broken central header', () => patched((_b, v) => v.setUint32(centralOffset(), 0xdeadbeef, true))],
    [
      'a broken local header of the second entry',
      () =>
        patched((_b, v) => {
          const first = centralOffset();
          const second = first + 46 + v.getUint16(first + 28, true) + v.getUint16(first + 30, true) + v.getUint16(first + 32, true);
          v.setUint32(v.getUint32(second + 42, true), 0xdeadbeef, true);
        }),
    ],
  ])('invalid signature: %s', (_label, make) => {
    expect(zipProblem(make())).toBe('invalidSignature');
  });
});
