import { act, screen } from '@testing-library/react';
import { describe, expect, it, onTestFinished, vi } from 'vitest';
import { trackUpdates, type RegistrationLike, type WorkerLike } from '../lib/app-update.ts';
import { renderInApp } from '../testing/render.tsx';
import { UpdatePrompt } from './update-prompt.tsx';

function worker(): WorkerLike & { postMessage: ReturnType<typeof vi.fn> } {
  return Object.assign(new EventTarget(), { state: 'installed', postMessage: vi.fn() });
}

describe('"Neue Version verfügbar"', () => {
  it('shows nothing until a new build waits, then offers the reload, which hands over to it', async () => {
    const { user } = renderInApp(<UpdatePrompt />);
    expect(screen.queryByTestId('update-prompt')).toBeNull();
    const waiting = worker();
    const registration: RegistrationLike = Object.assign(new EventTarget(), { waiting, installing: null, update: () => Promise.resolve() });
    // The very first install (no page under a worker yet) is no update.
    act(() => trackUpdates(registration, () => false));
    expect(screen.queryByTestId('update-prompt')).toBeNull();
    act(() => trackUpdates(registration, () => true));
    const button = screen.getByRole('button', { name: 'Neue Version verfügbar – neu laden' });
    const container = new EventTarget();
    Object.defineProperty(navigator, 'serviceWorker', { value: container, configurable: true });
    onTestFinished(() => void Reflect.deleteProperty(navigator, 'serviceWorker'));
    await user.click(button);
    expect(waiting.postMessage).toHaveBeenCalledWith('vitae:activate');
    expect(screen.getByRole('button', { name: 'Lädt neu …' })).toHaveProperty('disabled', true);
  });
});
