import { useTranslation } from 'react-i18next';
import type { V5Content as Content } from '@vitae/core/v5';
import { isChoosableClan } from '@vitae/core/homebrew';
import { anchors } from './anchors.ts';
import { HomebrewMark } from './homebrew-mark.tsx';
import { Entry, Group } from '../../components/lexicon-parts.tsx';

const columns = ['bleedingSpurt', 'healedDamage', 'disciplineBonus', 'rouseRepeatDisciplineLevel', 'baneLevel'] as const;

export function BloodPotencySection({ content }: { content: Content }) {
  const { t } = useTranslation();
  const table = content.bloodPotencyTable;
  return (
    <div id={anchors.bloodPotency} tabIndex={-1}>
      {/* Scrolls sideways on a phone: focusable so keyboard users can scroll it too. */}
      <div className="lexicon__table-wrap" tabIndex={0} role="region" aria-label={t('lexicon.sections.bloodPotency')}>
        <table className="lexicon__table">
          <caption className="visually-hidden">{t('lexicon.sections.bloodPotency')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('lexicon.bp.value')}</th>
              {columns.map((column) => (
                <th key={column} scope="col">
                  {t(`lexicon.bp.${column}`)}
                </th>
              ))}
              <th scope="col">{t('lexicon.bp.feedingPenalty')}</th>
            </tr>
          </thead>
          <tbody>
            {table.rows.map((row) => (
              <tr key={row.value}>
                <th scope="row">{row.value}</th>
                {columns.map((column) => (
                  <td key={column}>{row[column]}</td>
                ))}
                <td>{row.explanation}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <dl className="lexicon__explanations">
        {Object.entries(table.explanations).map(([column, text]) => (
          <div key={column}>
            <dt>{t(`lexicon.bp.${column}`)}</dt>
            <dd>{text}</dd>
          </div>
        ))}
      </dl>
    </div>
  );
}

export function ClansSection({ content }: { content: Content }) {
  const { t } = useTranslation();
  return (
    <>
      {content.clans.filter(isChoosableClan).map((clan) => (
        <Group key={clan.id} anchor={anchors.clan(clan.id)} title={clan.name}>
          <HomebrewMark item={clan} />
          {clan.slogan ? <p className="lexicon__meta">{clan.slogan}</p> : null}
          <p>{clan.description}</p>
          <h4>{t('lexicon.bane')}</h4>
          <p>{clan.bane}</p>
          {clan.compulsion.name ? (
            <>
              <h4>{t('lexicon.compulsion', { name: clan.compulsion.name })}</h4>
              <p>{clan.compulsion.description}</p>
            </>
          ) : null}
          <h4>{t('lexicon.clanDisciplines')}</h4>
          <ul className="lexicon__links">
            {clan.disciplines.map((id) => (
              <li key={id}>
                <a href={`#${anchors.discipline(id)}`}>{content.disciplines.find((d) => d.id === id)?.name ?? id}</a>
              </li>
            ))}
          </ul>
        </Group>
      ))}
    </>
  );
}

/** Merits (advantages) or flaws (disadvantages) of every merit and background pack. */
export function TraitsSection({ content, kind }: { content: Content; kind: 'merits' | 'flaws' }) {
  const { t } = useTranslation();
  const packs = [...content.merits, ...content.backgrounds].filter((pack) => (kind === 'merits' ? pack.advantages : pack.disadvantages).length > 0);
  return (
    <>
      {packs.map((pack) => (
        <Group key={`${pack.type}-${pack.id}`} anchor={`lex-${kind}-${pack.type}-${pack.id}`} title={pack.name}>
          <p>{pack.description}</p>
          {(kind === 'merits' ? pack.advantages : pack.disadvantages).map((trait) => (
            <Entry
              key={trait.id}
              anchor={(kind === 'merits' ? anchors.merit : anchors.flaw)(pack.type, pack.id, trait.id)}
              title={`${trait.name} ${'•'.repeat(Math.max(0, trait.level))}`}
              meta={trait.isRepeatable ? t('lexicon.repeatable') : undefined}
            >
              <p>{trait.description}</p>
            </Entry>
          ))}
        </Group>
      ))}
    </>
  );
}

export function PredatorTypesSection({ content }: { content: Content }) {
  return (
    <>
      {content.predatorTypes.map((type) => (
        <Entry key={type.id} anchor={anchors.predatorType(type.id)} title={type.name}>
          <p>{type.description}</p>
        </Entry>
      ))}
    </>
  );
}
