import type { ReactNode } from 'react';

/** A grid of choices (auspices, tribes), one pressed, and the chosen one's card below. */
export function ChoiceGrid<T extends { id: string; name: string }>({ label, items, chosen, onChoose, detail }: { label: string; items: readonly T[]; chosen: string; onChoose: (item: T) => void; detail: (item: T) => ReactNode }) {
  const current = items.find((item) => item.id === chosen);
  return (
    <div className="stack">
      <div className="wizard__grid" role="group" aria-label={label}>
        {items.map((item) => (
          <button key={item.id} type="button" className="wizard__tile" aria-pressed={item.id === chosen} onClick={() => onChoose(item)}>
            {item.name}
          </button>
        ))}
      </div>
      {current ? detail(current) : null}
    </div>
  );
}
