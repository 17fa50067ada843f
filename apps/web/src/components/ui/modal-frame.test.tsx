import { render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { describe, expect, it, vi } from 'vitest';
import { ModalFrame } from './modal-frame.tsx';

/** A button that opens the frame, the way the app's dialogs open: from state. */
function Opener({ onClose, footer, autoFocusField = false }: { onClose?: () => void; footer?: string; autoFocusField?: boolean }) {
  const [open, setOpen] = useState(false);
  return (
    <>
      <button type="button" onClick={() => setOpen(true)}>
        Öffnen
      </button>
      <ModalFrame
        open={open}
        title="Gegenstand hinzufügen"
        footer={footer ? <button type="button">{footer}</button> : undefined}
        onClose={() => {
          onClose?.();
          setOpen(false);
        }}
      >
        <label>
          Name
          <input />
        </label>
        <label>
          Menge
          <input autoFocus={autoFocusField} />
        </label>
      </ModalFrame>
    </>
  );
}

describe('ModalFrame', () => {
  it('opens as a native modal dialog named by its title', async () => {
    const user = userEvent.setup();
    render(<Opener footer="Speichern" />);
    expect(screen.queryByRole('dialog')).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Öffnen' }));
    const dialog = screen.getByRole('dialog', { name: 'Gegenstand hinzufügen' });
    expect(dialog).toBeInstanceOf(HTMLDialogElement);
    expect((dialog as HTMLDialogElement).open).toBe(true);
    expect(screen.getByRole('button', { name: 'Schließen' })).toBeTruthy();
    // Title and × sit outside the part that scrolls; the footer too.
    const body = dialog.querySelector('.modal__body');
    expect(body?.contains(screen.getByRole('heading', { name: 'Gegenstand hinzufügen' }))).toBe(false);
    expect(body?.contains(screen.getByRole('button', { name: 'Schließen' }))).toBe(false);
    expect(body?.contains(screen.getByRole('button', { name: 'Speichern' }))).toBe(false);
    expect(body?.contains(screen.getByRole('textbox', { name: 'Name' }))).toBe(true);
  });

  it('focuses the first field, or the one with autoFocus', async () => {
    const user = userEvent.setup();
    const { unmount } = render(<Opener />);
    await user.click(screen.getByRole('button', { name: 'Öffnen' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Name' }));
    unmount();
    render(<Opener autoFocusField />);
    await user.click(screen.getByRole('button', { name: 'Öffnen' }));
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Menge' }));
  });

  it('Escape asks the owner to close, and the focus returns to the opener', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Öffnen' }));
    await user.keyboard('{Escape}');
    expect(onClose).toHaveBeenCalledTimes(1);
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Öffnen' }));
  });

  it('the × closes, and the focus returns to the opener', async () => {
    const user = userEvent.setup();
    const onClose = vi.fn();
    render(<Opener onClose={onClose} />);
    await user.click(screen.getByRole('button', { name: 'Öffnen' }));
    await user.click(screen.getByRole('button', { name: 'Schließen' }));
    expect(onClose).toHaveBeenCalledTimes(1);
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('button', { name: 'Öffnen' }));
  });

  it('keeps the focus where a jump put it while closing', async () => {
    const user = userEvent.setup();
    function Jump() {
      const [open, setOpen] = useState(true);
      return (
        <>
          <input aria-label="Ziel" id="target" />
          <ModalFrame open={open} title="Suche" onClose={() => setOpen(false)}>
            <button
              type="button"
              onClick={() => {
                setOpen(false);
                document.getElementById('target')?.focus();
              }}
            >
              Springen
            </button>
          </ModalFrame>
        </>
      );
    }
    render(<Jump />);
    await user.click(screen.getByRole('button', { name: 'Springen' }));
    expect(screen.queryByRole('dialog')).toBeNull();
    expect(document.activeElement).toBe(screen.getByRole('textbox', { name: 'Ziel' }));
  });

  it('an untitled dialog still has a name', () => {
    render(
      <ModalFrame open onClose={() => undefined}>
        Text
      </ModalFrame>,
    );
    expect(screen.getByRole('dialog', { name: 'Hinweis' })).toBeTruthy();
  });
});
