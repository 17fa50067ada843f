import { beforeEach, describe, expect, it, vi } from 'vitest';
import { startSheetRequests, takeSheetRequests } from './sheet-head-start.ts';

const apiRequest = vi.hoisted(() => vi.fn(async (_method: string, path: string) => ({ ok: true, data: { path, gameLine: 'w5' } })));
const wantContentLines = vi.hoisted(() => vi.fn());
vi.mock('../api-client.ts', () => ({ apiRequest }));
vi.mock('../content/lines.ts', () => ({ wantContentLines }));

/** An access token whose subject is `sub` (only its claims are read here). */
const tokenFor = (sub: string) => `v1.${btoa(JSON.stringify({ sub, fam: 'f', exp: 1 })).replaceAll('=', '')}.signature`;

describe('sheet head start', () => {
  beforeEach(() => {
    apiRequest.mockClear();
    wantContentLines.mockClear();
  });

  it('asks for the sheet’s character and the list at once, and hands them over once to the same account', async () => {
    startSheetRequests('c/1', tokenFor('user-1'));
    expect(apiRequest.mock.calls.map(([method, path]) => `${method} ${path}`)).toEqual(['GET /characters/c%2F1', 'GET /characters']);
    const taken = takeSheetRequests('user-1');
    expect(taken).toMatchObject({ accountId: 'user-1', id: 'c/1' });
    expect(await taken?.list).toMatchObject({ ok: true, data: { path: '/characters' } });
    expect(takeSheetRequests('user-1')).toBeUndefined();
  });

  it('starts the line’s content as soon as the character names it', async () => {
    startSheetRequests('c1', tokenFor('user-1'));
    expect(wantContentLines).not.toHaveBeenCalled();
    await takeSheetRequests('user-1')?.character;
    await Promise.resolve();
    expect(wantContentLines).toHaveBeenCalledWith(['w5']);
  });

  it('starts no content when the character is not there', async () => {
    apiRequest.mockResolvedValueOnce({ ok: false, status: 404 } as never);
    startSheetRequests('c1', tokenFor('user-1'));
    await takeSheetRequests('user-1')?.character;
    await Promise.resolve();
    expect(wantContentLines).not.toHaveBeenCalled();
  });

  it('is not handed to another account, nor kept for a later one', () => {
    startSheetRequests('c1', tokenFor('user-1'));
    expect(takeSheetRequests('user-2')).toBeUndefined();
    expect(takeSheetRequests('user-1')).toBeUndefined();
  });

  it('asks for nothing with a token that names no account', () => {
    startSheetRequests('c1', 'not-a-token');
    expect(apiRequest).not.toHaveBeenCalled();
    expect(takeSheetRequests(null)).toBeUndefined();
  });
});
