import { useState } from 'react';
import { useTranslation } from 'react-i18next';
import { addWonder, addWonderWithExperience, checkM20Purchase, freeWonderDots, removeWonder, wonderBackgroundId, wonderExperienceCost } from '@vitae/core/m20';
import { WonderForm, type WonderChoice, type WonderDraft } from '../../../../components/lines/m20/wonder-form.tsx';
import { usePurchaseGate } from '../../../../components/purchase-gate.tsx';
import { useDialogs } from '../../../../components/ui/dialog-provider.tsx';
import { Modal } from '../../../../components/ui/dialog.tsx';
import { useLineContent } from '../../../../lib/content/store.ts';
import { errorKey } from '../../../../lib/error-text.ts';
import { useUiState } from '../../../../lib/ui-store.ts';
import { xpEvent } from '../../lib/xp-event.ts';
import { useMage } from './use-mage.ts';

/**
 * The mage's Wonders. A Wonder the mage did not make takes its rank in dots of the Wonder
 * background: free dots cover it, missing ones are bought with XP in leveling mode (the
 * background's price), or entered free of charge under full customization. Writing a grimoire or
 * principium costs 1 permanent Willpower, a primer 2 (spec §9).
 */
export function WondersCard() {
  const { t } = useTranslation();
  const { confirm } = useDialogs();
  const content = useLineContent('m20');
  const { entry, update, readOnly } = useMage();
  const leveling = useUiState((ui) => ui.levelMode) && !readOnly;
  const [open, setOpen] = useState(false);
  // At a table whose spends need approval the background dots are asked for, not bought.
  const gate = usePurchaseGate(entry?.character.id ?? '');
  if (!entry) return null;
  const character = entry.character;
  const technocrat = character.allianceType === 'technocraticUnion';
  const typeName = (id: string) => {
    const type = content.wonders.find((wonder) => wonder.id === id);
    return type ? (technocrat && type.technocraticName ? type.technocraticName : type.name) : id;
  };
  const wonderBackground = content.backgrounds.find((background) => background.id === wonderBackgroundId);
  const background = wonderBackground ? (technocrat && wonderBackground.technocraticName ? wonderBackground.technocraticName : wonderBackground.name) : wonderBackgroundId;
  const refusalText = (reason: string, cost: number, willpower: number) =>
    t([`m20.wonders.refused.${reason}`, `viewer.leveling.refused.${reason}`], { cost, exp: character.exp, willpower, current: character.willpower, max: wonderBackground?.max ?? 5, background });

  function costNote({ type, rank, selfMade }: WonderChoice) {
    if (!type || selfMade) return null;
    const { dots, cost } = wonderExperienceCost(character, type, { rank, selfMade });
    const text =
      dots === 0
        ? t('m20.wonders.cost.covered', { background, free: freeWonderDots(character) })
        : leveling
          ? t('m20.wonders.cost.needs', { count: dots, background, cost })
          : character.fullCustomization
            ? t('m20.wonders.cost.storyteller', { count: dots, background })
            : t('m20.wonders.refused.needs_dots', { count: dots, background, cost });
    return (
      <p className="lexicon__meta" data-testid="wonder-cost">
        {text}
      </p>
    );
  }

  async function add({ type, wonder }: WonderDraft): Promise<string | false | undefined> {
    const { dots, cost } = wonderExperienceCost(character, type, wonder);
    if (dots === 0 || (!leveling && character.fullCustomization)) {
      const result = addWonder(character, type, wonder);
      if (!result.ok) return refusalText(result.reason, 0, type.permanentWillpower);
      update(() => result.character);
    } else {
      if (!leveling) return t('m20.wonders.refused.needs_dots', { count: dots, background, cost });
      if (gate) return askForDot(wonder.name.trim(), dots);
      const rating = (character.backgrounds[wonderBackgroundId] ?? 0) + dots;
      const yes = await confirm({
        title: t('m20.wonders.buyTitle', { name: wonder.name.trim() }),
        content: t('m20.wonders.buyText', { count: dots, background, rating, cost, exp: character.exp }),
        confirmLabel: t('viewer.leveling.buy', { cost }),
      });
      if (!yes) return false;
      const result = addWonderWithExperience(character, type, wonder, xpEvent, { max: wonderBackground?.max, name: background });
      if (!result.ok) return refusalText(result.reason, result.cost, type.permanentWillpower);
      update(() => result.character);
    }
    setOpen(false);
    return undefined;
  }

  /**
   * A table that approves spends gets one request per dot (the storyteller decides each against
   * the sheet as it is): the next Wonder background dot. Once the dots are there they cover the
   * Wonder, and adding it costs nothing.
   */
  async function askForDot(name: string, dots: number): Promise<string | false | undefined> {
    if (!gate) return undefined;
    const purchase = { kind: 'background', id: wonderBackgroundId, ...(wonderBackground ? { max: wonderBackground.max } : {}), name: background } as const;
    const check = checkM20Purchase(character, purchase);
    if (!check.ok) return refusalText(check.reason, check.cost, 0);
    const from = character.backgrounds[wonderBackgroundId] ?? 0;
    const yes = await confirm({
      title: t('m20.wonders.buyTitle', { name }),
      content: t('m20.wonders.askText', { count: dots, background, rating: from + 1 }),
      confirmLabel: t('viewer.leveling.approval.ask', { cost: check.cost }),
    });
    if (!yes) return false;
    const answer = await gate.ask(purchase, t('m20.wonders.askLabel', { background, from, to: from + 1, name }));
    if (!answer.ok) return t(errorKey(answer));
    setOpen(false);
    return undefined;
  }

  async function remove(id: string, name: string) {
    if (await confirm({ title: t('m20.sheet.removeTrait', { name }), content: t('m20.wonders.removeText'), confirmLabel: t('m20.sheet.remove'), danger: true })) update((current) => removeWonder(current, id));
  }

  return (
    <section className="card stack" aria-label={t('m20.wonders.title')}>
      <h3>{t('m20.wonders.title')}</h3>
      {character.wonders.length === 0 ? <p className="lexicon__meta">{t('m20.traits.none')}</p> : null}
      <ul className="m20-list">
        {character.wonders.map((wonder) => (
          <li key={wonder.id} id={`sheet-wonder-${wonder.id}`} tabIndex={-1}>
            <span>
              <strong>{wonder.name}</strong> – {typeName(wonder.type)}, {t('m20.wonders.rank', { rank: wonder.rank })}
              {wonder.selfMade ? ` (${t('m20.wonders.selfMade')})` : ''}
              {wonder.notes ? <small className="traits-grid__specialities"> {wonder.notes}</small> : null}
            </span>
            {readOnly ? null : (
              <button type="button" className="button button--ghost" aria-label={t('m20.editor.finishing.remove', { name: wonder.name })} onClick={() => void remove(wonder.id, wonder.name)}>
                ×
              </button>
            )}
          </li>
        ))}
      </ul>
      {readOnly ? null : (
        <div>
          <button type="button" className="button" onClick={() => setOpen(true)}>
            {t('m20.wonders.add')}
          </button>
        </div>
      )}
      <Modal open={open} title={t('m20.wonders.add')} onClose={() => setOpen(false)}>
        <WonderForm character={character} note={costNote} onAdd={add} />
      </Modal>
    </section>
  );
}
