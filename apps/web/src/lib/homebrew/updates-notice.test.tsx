import { act, render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { answerRequests } from '../../testing/render.tsx';
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
});
