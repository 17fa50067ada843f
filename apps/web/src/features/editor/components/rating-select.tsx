import type { ReactNode } from 'react';

/** A labelled dot select of the attributes and skills steps; values the distribution forbids are disabled. */
export function RatingSelect({ id, label, badge, value, values, allowed, onChange }: { id: string; label: string; badge?: ReactNode; value: number; values: readonly number[]; allowed: readonly number[]; onChange: (value: number) => void }) {
  return (
    <div className="field field--inline">
      <label htmlFor={id}>
        {label}
        {/* A space, so the name reads "Optimierung doppelte Kosten", not one word. */}
        {badge ? <> {badge}</> : null}
      </label>
      <select id={id} value={value} onChange={(e) => onChange(Number(e.target.value))}>
        {values.map((option) => (
          <option key={option} value={option} disabled={!allowed.includes(option)}>
            {option === 0 ? '–' : option}
          </option>
        ))}
      </select>
    </div>
  );
}
