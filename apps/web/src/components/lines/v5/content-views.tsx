import { useTranslation } from 'react-i18next';
import type { Clan, Discipline } from '@vitae/core/v5';
import { LexiconEntry, LexiconFacts, LexiconGroup } from '../../lexicon-blocks.tsx';

function byLevel<T extends { level: number }>(items: readonly T[]): Array<[number, T[]]> {
  const levels = new Map<number, T[]>();
  for (const item of items) levels.set(item.level, [...(levels.get(item.level) ?? []), item]);
  return [...levels.entries()].sort(([a], [b]) => a - b);
}

/**
 * A discipline as the Lexicon shows it: description, then its powers by level with their facts.
 * `disciplineName` and `powerName` name what combos and requirements point at.
 */
export function DisciplineView({
  discipline,
  disciplineName,
  powerName,
  meta,
  open,
}: {
  discipline: Discipline;
  disciplineName: (id: number) => string;
  powerName: (key: string) => string;
  meta?: string;
  open?: boolean;
}) {
  const { t } = useTranslation();
  return (
    <LexiconGroup title={discipline.name || t('contentView.unnamed')} open={open}>
      {meta ? <p className="lexicon__meta">{meta}</p> : null}
      {discipline.description ? <p className="pre-line">{discipline.description}</p> : null}
      {byLevel(discipline.powers).map(([level, powers]) => (
        <section key={level} aria-label={t('lexicon.level', { level })}>
          <h4 className="lexicon__level">{level > 5 ? t('lexicon.elderLevel', { level }) : t('lexicon.level', { level })}</h4>
          {powers.map((power) => (
            <LexiconEntry key={power.key} title={power.name}>
              {power.summary ? <p className="pre-line">{power.summary}</p> : null}
              <LexiconFacts
                items={[
                  [t('lexicon.facts.dicePool'), power.dicePool],
                  [t('lexicon.facts.cost'), power.cost],
                  [t('lexicon.facts.duration'), power.duration],
                  [t('lexicon.facts.amalgam'), power.amalgam ? `${disciplineName(power.amalgam.disciplineId)} ${power.amalgam.level}` : null],
                  [t('lexicon.facts.prerequisite'), power.prerequisite ? powerName(power.prerequisite) : null],
                  [t('lexicon.facts.minBloodPotency'), power.minBloodPotency],
                ]}
              />
            </LexiconEntry>
          ))}
        </section>
      ))}
    </LexiconGroup>
  );
}

/** A clan as the Lexicon shows it: slogan, description, bane, clan disciplines; with its symbol. */
export function ClanView({ clan, disciplineName, symbol, meta, open }: { clan: Clan; disciplineName: (id: number) => string; symbol?: string | null; meta?: string; open?: boolean }) {
  const { t } = useTranslation();
  return (
    <LexiconGroup
      open={open}
      title={
        <span className="clan-view__title">
          {symbol ? <img className="clan-view__symbol" src={symbol} alt="" width={32} height={32} /> : null}
          {clan.name || t('contentView.unnamed')}
        </span>
      }
    >
      {meta ? <p className="lexicon__meta">{meta}</p> : null}
      {clan.slogan ? <p className="lexicon__meta">{clan.slogan}</p> : null}
      {clan.description ? <p className="pre-line">{clan.description}</p> : null}
      <h4>{t('lexicon.bane')}</h4>
      <p className="pre-line">{clan.bane}</p>
      <h4>{t('lexicon.clanDisciplines')}</h4>
      <ul className="lexicon__links">
        {clan.disciplines.map((id) => (
          <li key={id}>{disciplineName(id)}</li>
        ))}
      </ul>
    </LexiconGroup>
  );
}
