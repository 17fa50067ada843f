import { useSyncExternalStore } from 'react';

/** The shared UI state of docs/product-spec.md §4: what is being edited, level mode, where creation files, what is dragged. */
export interface UiState {
  editingCharacterId: string | undefined;
  levelMode: boolean;
  creationDirectory: string | undefined;
  draggingCharacterId: string | undefined;
}

let state: UiState = { editingCharacterId: undefined, levelMode: false, creationDirectory: undefined, draggingCharacterId: undefined };
const listeners = new Set<() => void>();

export function getUiState(): UiState {
  return state;
}

export function setUiState(change: Partial<UiState>): void {
  state = { ...state, ...change };
  listeners.forEach((listener) => listener());
}

/** Listens for any change of the UI state (the sync engine watches level mode). */
export function subscribeUiState(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** One slice of the UI state; re-renders only when that slice changes. */
export function useUiState<T>(select: (ui: UiState) => T): T {
  return useSyncExternalStore(subscribeUiState, () => select(state));
}
