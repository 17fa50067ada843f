import { useId, useLayoutEffect, useRef, useState, type MouseEvent, type PointerEvent, type ReactNode } from 'react';
import { createPortal } from 'react-dom';
import { useTranslation } from 'react-i18next';

export interface ModalProps {
  open: boolean;
  title?: ReactNode;
  children?: ReactNode;
  footer?: ReactNode;
  onClose: () => void;
}

/**
 * The one modal frame: a native `<dialog>` opened with `showModal()`. The browser puts it in the
 * top layer (above every z-index, so no panel or header can cover it), makes the page behind it
 * inert and sends Escape as a `cancel` event; nothing injects a `<style>` element, which the CSP
 * (`style-src 'self'`) would refuse. Scroll lock is `html:has(dialog[open])` in styles.css.
 */
export function ModalFrame(props: ModalProps) {
  // Mounted only while open, as before: a closed dialog is not in the DOM at all.
  return props.open ? <OpenModal {...props} /> : null;
}

const tabbable = 'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function OpenModal({ title, children, footer, onClose }: ModalProps) {
  const { t } = useTranslation();
  const titleId = useId();
  const dialog = useRef<HTMLDialogElement>(null);
  const closeRef = useRef(onClose);
  closeRef.current = onClose;
  // The content mounts after showModal(): a field's autoFocus can only take the focus once the
  // dialog is open (the page behind is inert by then, the dialog is not).
  const [shown, setShown] = useState(false);
  const pressedOnBackdrop = useRef(false);

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!element) return;
    // Our dialogs open from state (a button, a hotkey, a confirm() call), so the element that had
    // the focus is remembered here and gets it back on close.
    const active = document.activeElement;
    const returnTo = active instanceof HTMLElement && active !== document.body ? active : null;
    const onCancel = (event: Event) => {
      // The parent decides (it owns `open`); Escape only asks.
      event.preventDefault();
      closeRef.current();
    };
    // Closed by the browser itself (a repeated Escape without user activation is not cancelable).
    const onNativeClose = () => closeRef.current();
    element.addEventListener('cancel', onCancel);
    element.addEventListener('close', onNativeClose);
    if (!element.open) element.showModal();
    setShown(true);
    return () => {
      element.removeEventListener('cancel', onCancel);
      element.removeEventListener('close', onNativeClose);
      // Closing before React removes the element lifts the page's inertness, so the focus can go back.
      if (element.open) element.close();
      // Only when the focus went nowhere: a jump (the sheet's search) that already focused its
      // target keeps it.
      const current = document.activeElement;
      const lost = !current || current === document.body || element.contains(current);
      if (returnTo?.isConnected && lost) returnTo.focus();
    };
  }, []);

  useLayoutEffect(() => {
    const element = dialog.current;
    if (!shown || !element) return;
    // A field with autoFocus has the focus already; otherwise the first control of the content,
    // and the × when there is none.
    const current = document.activeElement;
    const claimed = current instanceof HTMLElement && element.contains(current) && !current.classList.contains('modal__close');
    if (claimed) return;
    const first = element.querySelector<HTMLElement>(`.modal__content :is(${tabbable})`) ?? element.querySelector<HTMLElement>('.modal__close');
    first?.focus();
  }, [shown]);

  // A click on the dimmed page (the ::backdrop belongs to the dialog element) closes, as before;
  // only when the press started there too, so a text selection dragged out of a field does not.
  const outside = (event: MouseEvent<HTMLDialogElement> | PointerEvent<HTMLDialogElement>) => {
    if (event.target !== event.currentTarget) return false;
    const box = event.currentTarget.getBoundingClientRect();
    return event.clientX < box.left || event.clientX > box.right || event.clientY < box.top || event.clientY > box.bottom;
  };

  // In <body>, as the Radix frame was: the top layer puts it above everything anyway, and the
  // styles of where it was opened (a pinned panel, a card) do not reach into it.
  return createPortal(
    // The keyboard path is native (Escape → cancel); the click only mirrors a tap on the backdrop.
    <dialog
      ref={dialog}
      className="modal"
      aria-labelledby={titleId}
      onPointerDown={(event) => (pressedOnBackdrop.current = outside(event))}
      onClick={(event) => {
        if (pressedOnBackdrop.current && outside(event)) onClose();
        pressedOnBackdrop.current = false;
      }}
    >
      <h2 id={titleId} className={title ? 'modal__title' : 'visually-hidden'}>
        {title ?? t('dialog.untitled')}
      </h2>
      {shown ? (
        <div className="modal__content">
          <div className="modal__body">{children}</div>
          {footer ? <div className="modal__footer">{footer}</div> : null}
        </div>
      ) : null}
      <button type="button" className="modal__close" aria-label={t('dialog.close')} onClick={onClose}>
        ×
      </button>
    </dialog>,
    document.body,
  );
}
