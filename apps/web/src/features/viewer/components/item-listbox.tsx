import { useId, type KeyboardEvent, type RefObject } from 'react';
import type { CatalogueItem } from '@vitae/core/content';
import type { ItemGroup } from '../lib/item-catalogue.ts';

/**
 * The catalogue as one listbox with a group per category (WAI-ARIA listbox with groups): the
 * focus stays on the box, the active option is `aria-activedescendant` and is the chosen one.
 * ↑/↓, Home and End move; Enter adds the chosen item; a click chooses, a double click adds.
 */
export function ItemListbox({
  id: boxId,
  label,
  groups,
  chosen,
  onChoose,
  onPick,
  box,
}: {
  id: string;
  label: string;
  groups: readonly ItemGroup[];
  chosen: string | undefined;
  onChoose: (key: string) => void;
  onPick: (item: CatalogueItem) => void;
  /** The box itself, so the search field can hand it the focus. */
  box: RefObject<HTMLDivElement | null>;
}) {
  const id = useId();
  const optionId = (key: string) => `${id}-item-${key}`;
  const flat = groups.flatMap((group) => group.items);

  function choose(key: string) {
    onChoose(key);
    // The active option stays in view while the keyboard walks the list (not in happy-dom).
    box.current?.ownerDocument.getElementById(optionId(key))?.scrollIntoView?.({ block: 'nearest' });
  }

  function onKeyDown(event: KeyboardEvent<HTMLDivElement>) {
    if (flat.length === 0) return;
    const index = flat.findIndex((item) => item.key === chosen);
    const to = (next: number) => {
      event.preventDefault();
      const item = flat[Math.max(0, Math.min(flat.length - 1, next))];
      if (item) choose(item.key);
    };
    if (event.key === 'ArrowDown') to(index + 1);
    else if (event.key === 'ArrowUp') to(index < 0 ? flat.length - 1 : index - 1);
    else if (event.key === 'Home') to(0);
    else if (event.key === 'End') to(flat.length - 1);
    else if ((event.key === 'Enter' || event.key === ' ') && index >= 0) {
      event.preventDefault();
      onPick(flat[index]!);
    }
  }

  return (
    <div
      ref={box}
      id={boxId}
      role="listbox"
      aria-label={label}
      tabIndex={0}
      className="item-picker item-picker--grouped"
      aria-activedescendant={chosen && flat.some((item) => item.key === chosen) ? optionId(chosen) : undefined}
      onKeyDown={onKeyDown}
    >
      {groups.map((group, groupIndex) => (
        <div key={group.category} role="group" aria-labelledby={`${id}-group-${groupIndex}`} className="item-picker__group">
          <div role="presentation" id={`${id}-group-${groupIndex}`} className="item-picker__heading">
            {group.category}
          </div>
          {group.items.map((item) => (
            <div
              key={item.key}
              id={optionId(item.key)}
              role="option"
              aria-selected={item.key === chosen}
              aria-labelledby={`${optionId(item.key)}-name`}
              aria-describedby={`${optionId(item.key)}-text`}
              className="item-picker__option"
              onClick={() => choose(item.key)}
              onDoubleClick={() => onPick(item)}
            >
              <span id={`${optionId(item.key)}-name`} className="item-picker__name">{item.name}</span>
              <small id={`${optionId(item.key)}-text`} className="item-picker__text">
                {item.description}
              </small>
            </div>
          ))}
        </div>
      ))}
    </div>
  );
}
