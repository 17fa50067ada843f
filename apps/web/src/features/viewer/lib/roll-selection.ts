import { useSyncExternalStore } from 'react';

/** A trait picked on the sheet for the next roll. */
export interface PoolPart {
  /** The trait's key (`attributes:dex`, `skills:brawl`, `discipline:3`); its value is read from the sheet. */
  id: string;
  label: string;
  /** The rating when it was picked; a line's panel reads the current one (see {@link withCurrentValues}). */
  value: number;
  /** Attributes and skills: their category, which decides what a full health or willpower track takes off. */
  category?: 'physical' | 'social' | 'mental';
  /** Element id of the row on the sheet, kept in view above the roll panel. */
  anchor?: string;
}

let parts: PoolPart[] = [];
const listeners = new Set<() => void>();
const emit = () => listeners.forEach((listener) => listener());

/** Adds the trait, or takes it out again when it is already in the pool. */
export function togglePoolPart(part: PoolPart): void {
  parts = parts.some((p) => p.id === part.id) ? parts.filter((p) => p.id !== part.id) : [...parts, part];
  emit();
}

export function clearPool(): void {
  parts = [];
  emit();
}

export function usePoolParts(): PoolPart[] {
  return useSyncExternalStore(
    (listener) => {
      listeners.add(listener);
      return () => listeners.delete(listener);
    },
    () => parts,
  );
}

/**
 * The parts with the ratings the character has now, so a dot bought while the pool stands counts at
 * once. `currentValue` is the line's reader for a part's key; `undefined` keeps the picked value.
 */
export function withCurrentValues(picked: readonly PoolPart[], currentValue: (id: string) => number | undefined): PoolPart[] {
  return picked.map((part) => {
    const value = currentValue(part.id);
    return value === undefined || value === part.value ? part : { ...part, value };
  });
}
