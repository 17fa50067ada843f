import { act, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { reportReached } from '../lib/connectivity.ts';
import { renderInApp } from '../testing/render.tsx';
import { OnlineOnly } from './online-only.tsx';

afterEach(() => {
  // Back online, which also stops the probe that offline starts.
  act(() => reportReached(true));
});

function Actions({ onCreate }: { onCreate: () => void }) {
  return (
    <OnlineOnly>
      <button type="button" onClick={onCreate}>
        Charakter erstellen
      </button>
      <a href="#folder">Ordner ansehen</a>
    </OnlineOnly>
  );
}

describe('actions that need the server', () => {
  it('online, they work and no notice shows', async () => {
    act(() => reportReached(true));
    const create = vi.fn();
    const { user } = renderInApp(<Actions onCreate={create} />);
    await user.click(screen.getByRole('button', { name: 'Charakter erstellen' }));
    expect(create).toHaveBeenCalledOnce();
    expect(screen.queryByText('Nur online möglich')).toBeNull();
  });

  it('offline, a click says "Nur online möglich" and the action does not start; reading stays possible', async () => {
    act(() => reportReached(false));
    const create = vi.fn();
    const { user } = renderInApp(<Actions onCreate={create} />);
    expect(screen.queryByText('Nur online möglich')).toBeNull();
    await user.click(screen.getByRole('link', { name: 'Ordner ansehen' }));
    expect(screen.queryByText('Nur online möglich')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Charakter erstellen' }));
    expect(create).not.toHaveBeenCalled();
    expect(screen.getByText('Nur online möglich')).toBeTruthy();
    // Back online, the notice goes and the action works again.
    act(() => reportReached(true));
    expect(screen.queryByText('Nur online möglich')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Charakter erstellen' }));
    expect(create).toHaveBeenCalledOnce();
  });

  it('a whole tab marked "always" shows the notice as soon as the connection is gone', () => {
    renderInApp(
      <OnlineOnly always>
        <p>Homebrew</p>
      </OnlineOnly>,
    );
    expect(screen.queryByText('Nur online möglich')).toBeNull();
    act(() => reportReached(false));
    expect(screen.getByText('Nur online möglich')).toBeTruthy();
  });
});
