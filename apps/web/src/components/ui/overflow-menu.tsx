import { useEffect, useId, useLayoutEffect, useRef, useState, type KeyboardEvent, type ReactNode } from 'react';
import './overflow-menu.css';

/** One action of an overflow menu. */
export interface MenuItem {
  /** Stable across languages (React key, tests). */
  readonly key: string;
  readonly label: string;
  readonly onSelect: () => void;
  /** Drawn in the danger colour (delete). */
  readonly danger?: boolean;
  /** Shown but not chosen; `hint` says why (e.g. "Nur online möglich"). */
  readonly disabled?: boolean;
  readonly hint?: string;
  /** A switch (the sheet's leveling mode): a checkbox item that says whether it is on. */
  readonly checked?: boolean;
  /** A fact beside the label (the experience beside "EXP ändern"). */
  readonly meta?: string;
}

/** The three dots the menu button shows unless its user gives it an icon of its own. */
const dots = (
  <svg viewBox="0 0 24 24" width="20" height="20" aria-hidden="true" focusable="false">
    <circle cx="5" cy="12" r="2" fill="currentColor" />
    <circle cx="12" cy="12" r="2" fill="currentColor" />
    <circle cx="19" cy="12" r="2" fill="currentColor" />
  </svg>
);

/**
 * A "⋯" button that opens a menu of actions (WAI-ARIA menu button): Enter, Space or ↓ open it on
 * the first item, ↑ on the last; arrows, Home and End move, a letter jumps to the next item that
 * starts with it, Escape closes and hands the focus back to the button, as does choosing an item
 * (so a dialog the item opens returns the focus there too). Tab closes it and goes on from the button.
 * The button is a round "⋯" unless `buttonClassName` and `icon` give it another look.
 */
export function OverflowMenu({ label, items, className, buttonClassName = 'overflow-menu__button', icon = dots, title }: {
  /** The button's name, which also names the menu. */
  label: string;
  items: readonly MenuItem[];
  className?: string;
  buttonClassName?: string;
  icon?: ReactNode;
  /** A tooltip for the button. */
  title?: string;
}) {
  const id = useId();
  const button = useRef<HTMLButtonElement>(null);
  const menu = useRef<HTMLUListElement>(null);
  const [open, setOpen] = useState<false | 'first' | 'last'>(false);
  const [upwards, setUpwards] = useState(false);

  const entries = () => Array.from(menu.current?.querySelectorAll<HTMLElement>('[role^="menuitem"]') ?? []);

  useLayoutEffect(() => {
    if (!open || !menu.current) return;
    // Near the bottom of the window the menu opens upwards, when there is room above.
    const box = menu.current.getBoundingClientRect();
    const above = button.current?.getBoundingClientRect().top ?? 0;
    setUpwards(box.bottom > window.innerHeight && above > box.height);
    const list = entries();
    (open === 'last' ? list.at(-1) : list[0])?.focus();
  }, [open]);

  useEffect(() => {
    if (!open) return;
    // A tap or click anywhere else closes the menu (the focus stays where that tap put it).
    function outside(event: PointerEvent) {
      const target = event.target as Node;
      if (!menu.current?.contains(target) && !button.current?.contains(target)) setOpen(false);
    }
    document.addEventListener('pointerdown', outside);
    return () => document.removeEventListener('pointerdown', outside);
  }, [open]);

  function close() {
    // The button takes the focus before the items go, so a dialog opened now returns it there.
    button.current?.focus();
    setOpen(false);
    setUpwards(false);
  }

  function choose(item: MenuItem) {
    if (item.disabled) return;
    close();
    item.onSelect();
  }

  function onButtonKey(event: KeyboardEvent) {
    if (event.key === 'ArrowDown' || event.key === 'ArrowUp') {
      event.preventDefault();
      setOpen(event.key === 'ArrowDown' ? 'first' : 'last');
    }
  }

  function onMenuKey(event: KeyboardEvent) {
    const list = entries();
    const index = list.indexOf(document.activeElement as HTMLElement);
    const focus = (next: number) => list[(next + list.length) % list.length]?.focus();
    if (event.key === 'ArrowDown') focus(index + 1);
    else if (event.key === 'ArrowUp') focus(index - 1);
    else if (event.key === 'Home') focus(0);
    else if (event.key === 'End') focus(list.length - 1);
    else if (event.key === 'Escape') close();
    else if (event.key === 'Tab') {
      // Tab leaves the menu from its button, to the next control after it.
      button.current?.focus();
      return setOpen(false);
    } else if (event.key.length === 1 && /\S/.test(event.key)) {
      // The items are drawn in the order of `items`; the label (not a tick or a fact) is what a letter finds.
      const letter = event.key.toLocaleLowerCase();
      const order = [...list.keys()].map((offset) => (index + 1 + offset) % list.length);
      const next = order.find((at) => items[at]?.label.trim().toLocaleLowerCase().startsWith(letter));
      if (next !== undefined) list[next]?.focus();
    } else return;
    event.preventDefault();
    event.stopPropagation();
  }

  return (
    <div className={`overflow-menu${className ? ` ${className}` : ''}`}>
      <button
        ref={button}
        type="button"
        id={`${id}-button`}
        className={buttonClassName}
        aria-label={label}
        title={title}
        aria-haspopup="menu"
        aria-expanded={open ? true : false}
        aria-controls={open ? `${id}-menu` : undefined}
        onClick={() => (open ? setOpen(false) : setOpen('first'))}
        onKeyDown={onButtonKey}
      >
        {icon}
      </button>
      {open ? (
        <ul ref={menu} id={`${id}-menu`} role="menu" aria-labelledby={`${id}-button`} className={`overflow-menu__list${upwards ? ' overflow-menu__list--up' : ''}`} onKeyDown={onMenuKey}>
          {items.map((item) => (
            <li key={item.key} role="none">
              <button
                type="button"
                role={item.checked === undefined ? 'menuitem' : 'menuitemcheckbox'}
                aria-checked={item.checked}
                tabIndex={-1}
                aria-disabled={item.disabled || undefined}
                className={`overflow-menu__item${item.danger ? ' overflow-menu__item--danger' : ''}`}
                onClick={() => choose(item)}
              >
                {item.checked === undefined ? null : (
                  <span className="overflow-menu__check" aria-hidden="true">
                    {item.checked ? '✓' : ''}
                  </span>
                )}
                <span className="overflow-menu__label">{item.label}</span>
                {item.meta ? <span className="overflow-menu__meta">{item.meta}</span> : null}
                {item.hint ? <small className="overflow-menu__hint">{item.hint}</small> : null}
              </button>
            </li>
          ))}
        </ul>
      ) : null}
    </div>
  );
}
