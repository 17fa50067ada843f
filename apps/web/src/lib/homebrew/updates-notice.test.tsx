import { act, render, screen, waitFor } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerRequests } from '../../testing/render.tsx';
import { emitLive } from '../live-events.ts';
import { checkHomebrewUpdates, setHomebrewUpdateCount, useHomebrewUpdateCount } from './updates-notice.ts';

function Count() {
  return <span data-testid="count">{useHomebrewUpdateCount()}</span>;
}

describe('the Homebrew tab learns of updates at start (issue #49)', () => {
  it('asks once per start and tells every reader; the tab sets it again from what it learns', async () => {
    const seen = answerRequests(() => ({ status: 200, body: { updates: [{}, {}], hidden: [] } }));
    render(<Count />);
    await act(() => checkHomebrewUpdates());
    await act(() => checkHomebrewUpdates());
    expect(screen.getByTestId('count').textContent).toBe('2');
    expect(seen.filter((request) => request.path === '/homebrew/installed/updates')).toHaveLength(1);
    act(() => setHomebrewUpdateCount(0));
    expect(screen.getByTestId('count').textContent).toBe('0');
  });

  it('asks again when the server pushes a newer version of an installed item, without a reload', async () => {
    let updates = 1;
    const seen = answerRequests(() => ({ status: 200, body: { updates: Array.from({ length: updates }, () => ({})), hidden: [] } }));
    render(<Count />);
    await act(() => checkHomebrewUpdates());
    const before = seen.length;
    updates = 4;
    await act(async () => emitLive('homebrew-updated', { kind: 'disciplines', id: 4, version: 3 }));
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('4'));
    expect(seen.length).toBe(before + 1);
  });

  it('counts the newer versions of every kind, not only clans and disciplines', async () => {
    answerRequests(() => ({ status: 200, body: { updates: [{}], hidden: [], kindUpdates: [{ kind: 'gifts', installed: 3, item: {} }, { kind: 'rotes', installed: 2, item: {} }] } }));
    render(<Count />);
    await act(async () => emitLive('homebrew-updated', { kind: 'gifts', id: 4, version: 3 }));
    await waitFor(() => expect(screen.getByTestId('count').textContent).toBe('3'));
  });
});
