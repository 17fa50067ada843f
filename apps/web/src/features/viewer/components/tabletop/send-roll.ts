import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { minTabletopKeyLength, type TabletopRollBody } from '@vitae/core/api';
import { apiRequest } from '../../../../lib/api-client.ts';

/** `heard`: whether a tabletop was listening (`null`: the server could not tell). */
export type SendOutcome = { ok: true; heard: boolean | null } | { ok: false; message: string };

/**
 * Posts a roll to the tabletop relay (docs/behaviour-notes.md §9.1). A logged-in user sends with
 * their token, so the table sees who rolled (spec §6); the relay says how many tables heard it.
 */
export function useTabletopSend(): { send: (accessKey: string, body: TabletopRollBody) => Promise<SendOutcome>; sending: boolean } {
  const { t } = useTranslation();
  const [sending, setSending] = useState(false);
  async function send(accessKey: string, body: TabletopRollBody): Promise<SendOutcome> {
    setSending(true);
    const result = await apiRequest<{ status: 'ok'; listeners?: number | null }>('POST', `/vicartt/dice-roll/${encodeURIComponent(accessKey)}`, { body });
    setSending(false);
    if (result.ok) return { ok: true, heard: typeof result.data.listeners === 'number' ? result.data.listeners > 0 : null };
    if (result.status === 0) return { ok: false, message: t('tabletop.failed.offline') };
    if (result.status === 429) return { ok: false, message: t('tabletop.failed.tooMany') };
    if (result.status === 413) return { ok: false, message: t('tabletop.failed.tooLarge') };
    // A key saved before keys had to be 16 characters long: the relay refuses it (issue #43).
    if (result.status === 400 && accessKey.length < minTabletopKeyLength) return { ok: false, message: t('tabletop.info.keyTooShort', { min: minTabletopKeyLength }) };
    return { ok: false, message: t('tabletop.failed.other', { status: result.status }) };
  }
  return { send, sending };
}

/** A short-lived message that a roll went out; clears itself after a few seconds. */
export function useFlash(ms = 4_000): [string | undefined, (message: string) => void] {
  const [message, setMessage] = useState<string>();
  useEffect(() => {
    if (!message) return undefined;
    const timer = setTimeout(() => setMessage(undefined), ms);
    return () => clearTimeout(timer);
  }, [message, ms]);
  return [message, setMessage];
}
