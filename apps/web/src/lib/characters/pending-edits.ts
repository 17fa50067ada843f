import type { PatchOperation } from '@vitae/core/patch';
import { storageKeys } from '../storage-keys.ts';

/** An edit that has not reached the server, kept in this browser (the session ended, or the page closed). */
export interface PendingEdit {
  id: string;
  name: string;
  baseRevision: number;
  patch: PatchOperation[];
}

interface Stored {
  /** The account the edits belong to; another account on this browser never gets them. */
  accountId: string | null;
  edits: PendingEdit[];
}

function read(): Stored {
  try {
    const parsed = JSON.parse(localStorage.getItem(storageKeys.pendingEdits) ?? 'null') as Stored | null;
    if (parsed && Array.isArray(parsed.edits)) return parsed;
  } catch {
    // unreadable: nothing kept
  }
  return { accountId: null, edits: [] };
}

/** Keeps these edits (replacing earlier ones of the same characters). A full storage is reported, not thrown. */
export function keepPendingEdits(accountId: string | null, edits: PendingEdit[]): boolean {
  if (edits.length === 0) return true;
  const earlier = read();
  const others = earlier.accountId === accountId ? earlier.edits.filter((edit) => !edits.some((next) => next.id === edit.id)) : [];
  try {
    localStorage.setItem(storageKeys.pendingEdits, JSON.stringify({ accountId, edits: [...others, ...edits] } satisfies Stored));
    return true;
  } catch (error) {
    console.error('Failed to keep unsaved edits in this browser', error);
    return false;
  }
}

/** The kept edits of this account (taken out of storage), or of any account when the account is not known yet. */
export function takePendingEdits(accountId: string | null): PendingEdit[] {
  const stored = read();
  if (stored.edits.length === 0) return [];
  if (stored.accountId && accountId && stored.accountId !== accountId) return [];
  localStorage.removeItem(storageKeys.pendingEdits);
  return stored.edits;
}

/** How many edits wait in this browser (the login screen says so). */
export function pendingEditCount(): number {
  return read().edits.length;
}
