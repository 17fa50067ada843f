import * as RadixDialog from '@radix-ui/react-dialog';
import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';

export interface ModalProps {
  open: boolean;
  title?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  onClose: () => void;
}

/** The one modal frame: focus trap, Escape and the × in the corner come from Radix. */
export function ModalFrame({ open, title, children, footer, onClose }: ModalProps) {
  const { t } = useTranslation();
  return (
    <RadixDialog.Root open={open} onOpenChange={(next) => (next ? undefined : onClose())}>
      <RadixDialog.Portal>
        <RadixDialog.Overlay className="modal__overlay" />
        <RadixDialog.Content className="modal" aria-describedby={undefined}>
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

