import * as RadixDialog from '@radix-ui/react-dialog';
import { useLayoutEffect, useRef, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ModalProps {
  open: boolean;
  title?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  onClose: () => void;
}

/**
 * The one modal frame: focus trap, Escape and the × in the corner come from Radix. Our dialogs
 * open from state (a button, a hotkey, a confirm() call), not from a Radix trigger, so the element
 * that had the focus when it opened is remembered here and gets it back on close.
 */
export function ModalFrame({ open, title, children, footer, onClose }: ModalProps) {
  const { t } = useTranslation();
  const returnTo = useRef<HTMLElement | null>(null);
  useLayoutEffect(() => {
    if (open && document.activeElement instanceof HTMLElement && document.activeElement !== document.body) returnTo.current = document.activeElement;
  }, [open]);
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="modal__overlay" />
        <RadixDialog.Content
          className="modal"
          aria-describedby={undefined}
          onCloseAutoFocus={(event) => {
            const target = returnTo.current;
            returnTo.current = null;
            event.preventDefault();
            // Only when the focus went nowhere: a jump (the sheet's search) that already focused its
            // target keeps it.
            const current = document.activeElement;
            const lost = !current || current === document.body || current.closest('[role="dialog"]') !== null;
            if (target?.isConnected && lost) target.focus();
          }}
        >
          {title ? (
            <RadixDialog.Title className="modal__title">{title}</RadixDialog.Title>
          ) : (
            <RadixDialog.Title className="visually-hidden">{t('dialog.untitled')}</RadixDialog.Title>
          )}
          <div className="modal__body">{children}</div>
          {footer ? <div className="modal__footer">{footer}</div> : null}
          <RadixDialog.Close className="modal__close" aria-label={t('dialog.close')}>
            ×
          </RadixDialog.Close>
        </RadixDialog.Content>
      </RadixDialog.Portal>
    </RadixDialog.Root>
  );
}

