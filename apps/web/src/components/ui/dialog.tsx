import { lazy, Suspense, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import type { ModalProps } from './modal-frame.tsx';

// The modal frame loads when a screen first opens a modal, not with the screen: the character list
// shows several dialogs but opens none before it is used.
const ModalFrame = lazy(async () => ({ default: (await import('./modal-frame.tsx')).ModalFrame }));

/**
 * Renders `children` from the first time `open` is true on, so a dialog whose code loads lazily
 * loads on first use; once opened it stays mounted, and closing hands the focus back as usual.
 */
export function WhenOpened({ open, children }: { open: boolean; children: ReactNode }) {
  const [opened, setOpened] = useState(open);
  if (open && !opened) setOpened(true);
  if (!opened) return null;
  return <Suspense fallback={null}>{children}</Suspense>;
}

/** The one modal frame (see `modal-frame.tsx`); renders nothing until it is first opened. */
export function Modal(props: ModalProps) {
  return (
    <WhenOpened open={props.open}>
      <ModalFrame {...props} />
    </WhenOpened>
  );
}

/** Tip modal (docs/product-spec.md §2): an optional title and optional content. */
export function TipModal({ open, title, content, onClose }: { open: boolean; title?: ReactNode; content?: ReactNode; onClose: () => void }) {
  return (
    <Modal open={open} title={title} onClose={onClose}>
      {content}
    </Modal>
  );
}

/** Confirm modal (docs/product-spec.md §2): one confirm button; `true` on confirm, `false` on cancel or close. */
export function ConfirmModal({
  open,
  title,
  content,
  confirmLabel,
  danger,
  onResolve,
}: {
  open: boolean;
  title?: ReactNode;
  content?: ReactNode;
  confirmLabel?: string;
  danger?: boolean;
  onResolve: (confirmed: boolean) => void;
}) {
  const { t } = useTranslation();
  return (
    <Modal
      open={open}
      title={title}
      onClose={() => onResolve(false)}
      footer={
        <button type="button" className={`button ${danger ? 'button--danger' : 'button--primary'}`} onClick={() => onResolve(true)}>
          {confirmLabel ?? t('dialog.confirm')}
        </button>
      }
    >
      {content}
    </Modal>
  );
}
