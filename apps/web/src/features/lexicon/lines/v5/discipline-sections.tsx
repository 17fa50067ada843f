import { useTranslation } from 'react-i18next';
import type { V5Content as Content } from '@vitae/core/v5';
import { anchors } from './anchors.ts';
import { HomebrewMark } from './homebrew-mark.tsx';
import { Entry, Facts, Group } from '../../components/lexicon-parts.tsx';

const bloodSorceryId = 3;
const oblivionId = 11;

function byLevel<T extends { level: number }>(items: readonly T[]): Array<[number, T[]]> {
  const levels = new Map<number, T[]>();
  for (const item of items) levels.set(item.level, [...(levels.get(item.level) ?? []), item]);
  return [...levels.entries()].sort(([a], [b]) => a - b);
}

/** Disciplines with their powers by level; Blood Sorcery lists its rituals, Oblivion its ceremonies. */
export function DisciplinesSection({ content }: { content: Content }) {
  const { t } = useTranslation();
  const disciplineName = (id: number) => content.disciplines.find((d) => d.id === id)?.name ?? String(id);
  const powerName = (key: string) => content.disciplines.flatMap((d) => d.powers).find((p) => p.key === key)?.name ?? key;

  return (
    <>
      {content.disciplines.map((discipline) => (
        <Group key={discipline.id} anchor={anchors.discipline(discipline.id)} title={discipline.name}>
          <HomebrewMark item={discipline} />
          <p className="pre-line">{discipline.description}</p>
          {byLevel(discipline.powers).map(([level, powers]) => (
            <section key={level} aria-label={t('lexicon.level', { level })}>
              <h4 className="lexicon__level">{level > 5 ? t('lexicon.elderLevel', { level }) : t('lexicon.level', { level })}</h4>
              {powers.map((power) => (
                <Entry key={power.key} anchor={anchors.power(power.key)} title={power.name}>
                  <p className="pre-line">{power.summary}</p>
                  <Facts
                    items={[
                      [t('lexicon.facts.dicePool'), power.dicePool],
                      [t('lexicon.facts.cost'), power.cost],
                      [t('lexicon.facts.duration'), power.duration],
                      [
                        t('lexicon.facts.amalgam'),
                        power.amalgam ? (
                          <a href={`#${anchors.discipline(power.amalgam.disciplineId)}`}>
                            {disciplineName(power.amalgam.disciplineId)} {power.amalgam.level}
                          </a>
                        ) : null,
                      ],
                      [t('lexicon.facts.prerequisite'), power.prerequisite ? <a href={`#${anchors.power(power.prerequisite)}`}>{powerName(power.prerequisite)}</a> : null],
                      [t('lexicon.facts.minBloodPotency'), power.minBloodPotency],
                    ]}
                  />
                </Entry>
              ))}
            </section>
          ))}
          {discipline.id === bloodSorceryId ? (
            <section aria-label={t('lexicon.bloodRituals')}>
              <h4 className="lexicon__level">{t('lexicon.bloodRituals')}</h4>
              {byLevel(content.bloodRituals).map(([level, rituals]) =>
                rituals.map((ritual) => (
                  <Entry key={ritual.id} anchor={anchors.ritual(ritual.id)} title={ritual.name} meta={t('lexicon.level', { level })}>
                    <p>{ritual.summary}</p>
                  </Entry>
                )),
              )}
            </section>
          ) : null}
          {discipline.id === oblivionId ? (
            <section aria-label={t('lexicon.ceremonies')}>
              <h4 className="lexicon__level">{t('lexicon.ceremonies')}</h4>
              {byLevel(content.oblivionCeremonies).map(([level, ceremonies]) =>
                ceremonies.map((ceremony) => (
                  <Entry key={ceremony.id} anchor={anchors.ceremony(ceremony.id)} title={ceremony.name} meta={t('lexicon.level', { level })}>
                    <p>{ceremony.summary}</p>
                    <Facts
                      items={[
                        [t('lexicon.facts.dicePool'), ceremony.dicePool],
                        [t('lexicon.facts.cost'), ceremony.cost],
                        [t('lexicon.facts.duration'), ceremony.duration],
                        [t('lexicon.facts.prerequisite'), ceremony.prerequisite ? <a href={`#${anchors.power(ceremony.prerequisite)}`}>{powerName(ceremony.prerequisite)}</a> : null],
                      ]}
                    />
                  </Entry>
                )),
              )}
            </section>
          ) : null}
        </Group>
      ))}
    </>
  );
}
