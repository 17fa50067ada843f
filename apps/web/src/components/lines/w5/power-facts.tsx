import { useTranslation } from 'react-i18next';
import { homebrewBookId } from '@vitae/core/content-light';
import type { Gift, Rite } from '@vitae/core/w5';
import { LexiconFacts } from '../../lexicon-blocks.tsx';

/**
 * "ungeprüft" beside a Gift or rite whose facts nobody has checked against the book yet, and
 * "Homebrew" beside one from the homebrew book (installed or own; issue #49 item 4).
 */
export function UnverifiedBadge({ power }: { power: Gift | Rite }) {
  const { t } = useTranslation();
  if (power.book === homebrewBookId) return <small className="badge">{t('w5.homebrew.badge')}</small>;
  return power.verified ? null : <small className="badge badge--unverified">{t('w5.unverified')}</small>;
}

/** A Gift's or rite's summary and facts (pool, cost, duration), the same in the wizard, the sheet and the Lexicon. */
export function PowerFacts({ power }: { power: Gift | Rite }) {
  const { t } = useTranslation();
  return (
    <>
      <p>{power.summary}</p>
      <LexiconFacts
        items={[
          [t('lexicon.facts.dicePool'), power.dicePool],
          [t('lexicon.facts.cost'), 'cost' in power ? power.cost : null],
          [t('lexicon.facts.duration'), power.duration],
        ]}
      />
    </>
  );
}
