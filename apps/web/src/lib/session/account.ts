import type { Me } from '@vitae/core/api';
import { storageKeys } from '../storage-keys.ts';

export interface StoredAccount {
  id: string;
  alias: string;
  email: string;
}

/** The account, kept without its passkey (docs/product-spec.md §3 Session). */
export function loadAccount(): StoredAccount | null {
  const raw = localStorage.getItem(storageKeys.account);
  if (!raw) return null;
  try {
    const parsed = JSON.parse(raw) as Partial<StoredAccount>;
    if (typeof parsed.id === 'string' && typeof parsed.alias === 'string') {
      return { id: parsed.id, alias: parsed.alias, email: typeof parsed.email === 'string' ? parsed.email : '' };
    }
  } catch {
    // corrupt: treated as no account
  }
  localStorage.removeItem(storageKeys.account);
  return null;
}

export function saveAccount(account: StoredAccount, passkey?: string): void {
  localStorage.setItem(storageKeys.account, JSON.stringify({ id: account.id, alias: account.alias, email: account.email }));
  if (passkey) localStorage.setItem(storageKeys.passkey, passkey);
}

export function loadPasskey(): string | null {
  return localStorage.getItem(storageKeys.passkey);
}

/** Spec §4: logged in (to the online account) means account and passkey both exist. */
export function hasAccountKey(): boolean {
  return loadAccount() !== null && loadPasskey() !== null;
}

export function clearAccount(): void {
  localStorage.removeItem(storageKeys.account);
  localStorage.removeItem(storageKeys.passkey);
  localStorage.removeItem(storageKeys.me);
}

/** The user the server just confirmed: stored as the account and kept for an offline start. */
export function rememberMe(me: Me): void {
  saveAccount(me);
  keepMe(me);
}

/** Keeps the signed-in user as the server last confirmed it, for an offline start. */
function keepMe(me: Me): void {
  localStorage.setItem(storageKeys.me, JSON.stringify(me));
}

/**
 * The user kept by `keepMe`, when it belongs to `accountId` (the session's account). Only an
 * offline start asks, so the schema (and zod) load then, not with the login screen.
 */
export async function keptMe(accountId: string | null | undefined): Promise<Me | undefined> {
  const raw = localStorage.getItem(storageKeys.me);
  if (!raw || !accountId) return undefined;
  const { meResponseSchema } = await import('@vitae/core/api');
  try {
    const parsed = meResponseSchema.safeParse(JSON.parse(raw));
    return parsed.success && parsed.data.id === accountId ? parsed.data : undefined;
  } catch {
    return undefined;
  }
}
