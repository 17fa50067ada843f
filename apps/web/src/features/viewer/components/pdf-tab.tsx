import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Alert } from '../../../components/ui/alert.tsx';
import { Spinner } from '../../../components/ui/spinner.tsx';
import { withLineRules } from '@vitae/core';
import { useContentStore } from '../../../lib/content/store.ts';
import { useViewerCharacter } from '../hooks/use-viewer-character.ts';
import { loadSheet, sheetFor } from '../lines/index.ts';

/** The PDF tab: the line's sheet as real text, made in the browser (the line's layout and pdf-lib load with the tab). */
export function PdfTab() {
  const { t, i18n } = useTranslation();
  const store = useContentStore();
  const { entry } = useViewerCharacter();
  const [state, setState] = useState<'idle' | 'busy' | 'failed'>('idle');
  if (!entry) return null;
  const character = entry.character;

  async function download() {
    setState('busy');
    try {
      performance.mark('vitae:pdf-start');
      const bytes = await withLineRules(character, async (rules, own) => {
        await loadSheet(rules.id);
        const sheet = sheetFor(rules.id);
        if (!sheet) throw new Error(`no sheet for ${rules.id}`);
        return (await sheet.loadPdf())(own, store.forLine(rules.id, i18n.language), t, i18n.language);
      });
      performance.measure('vitae:pdf', 'vitae:pdf-start');
      const url = URL.createObjectURL(new Blob([bytes as BlobPart], { type: 'application/pdf' }));
      const link = document.createElement('a');
      link.href = url;
      link.download = `${(character.name || t('viewer.unnamed')).replace(/[\\/:*?"<>|]+/g, '')}.pdf`;
      document.body.append(link);
      link.click();
      link.remove();
      setTimeout(() => URL.revokeObjectURL(url), 10_000);
      setState('idle');
    } catch (error) {
      console.error(error);
      setState('failed');
    }
  }

  return (
    <section className="card stack" aria-label={t('viewer.tabs.pdf')}>
      <p>{t('pdf.intro')}</p>
      <button type="button" className="button button--primary" onClick={() => void download()} disabled={state === 'busy'}>
        {t('pdf.download')}
      </button>
      {state === 'busy' ? <Spinner label={t('pdf.busy')} /> : null}
      {state === 'failed' ? <Alert>{t('pdf.failed')}</Alert> : null}
    </section>
  );
}
