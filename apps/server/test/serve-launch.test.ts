import { describe, expect, it } from 'vitest';
import { serveLaunch } from '../../../scripts/spawn-server.ts';

describe('serveLaunch (how the tests and benchmarks start the bundle, read from the serve script)', () => {
  it('takes the serve script’s environment and node flags', () => {
    // glibc's trim threshold fixed at its default: without it, malloc raises the threshold after a
    // load and keeps up to 64 MB free per arena (idle RSS after the save run ~212 → ~179 MB).
    expect(serveLaunch()).toEqual({ env: { MALLOC_TRIM_THRESHOLD_: '131072' }, nodeArgs: ['--max-semi-space-size=4'] });
  });

  it.each([
    ['node dist/server.js', { env: {}, nodeArgs: [] }],
    ['A=1 B_2=x node --one --two=2 dist/server.js', { env: { A: '1', B_2: 'x' }, nodeArgs: ['--one', '--two=2'] }],
  ])('reads %s', (script, expected) => {
    expect(serveLaunch(script)).toEqual(expected);
  });

  it.each(['tsx src/server.ts', 'node dist/other.js', 'export A=1; node dist/server.js'])('refuses a script it cannot follow: %s', (script) => {
    expect(() => serveLaunch(script)).toThrow(/serve script/);
  });
});
