import { useTranslation } from 'react-i18next';
import { healthLevels, mageAbilityCategories, mageAllianceTypes, type M20Content as Content, type MeritInfo } from '@vitae/core/m20';
import { Entry, Facts, Group } from '../../components/lexicon-parts.tsx';
import { anchors } from './anchors.ts';

const sphereName = (content: Content, id: string) => content.spheres.spheres.find((sphere) => sphere.id === id)?.name ?? id;

/** The three alliances with their factions: description, organisation, usual focus, affinity Spheres, opinions. */
export function FactionsSection({ content }: { content: Content }) {
  const { t } = useTranslation();
  return (
    <>
      {mageAllianceTypes.map((alliance) => (
        <section key={alliance} aria-label={t(`m20.alliances.${alliance}`)}>
          <h4 className="lexicon__level">{t(`m20.alliances.${alliance}`)}</h4>
          {content.factions
            .filter((faction) => faction.alliance === alliance)
            .map((faction) => (
              <Group key={faction.id} anchor={anchors.faction(faction.id)} title={faction.name}>
                <p>{faction.description}</p>
                <Facts
                  items={[
                    [t('m20.tradition.organization'), faction.organization],
                    [t('m20.tradition.paradigm'), faction.paradigm],
                    [t('m20.tradition.practice'), faction.practice],
                    [t('m20.tradition.instruments'), faction.instruments],
                    [
                      t('m20.tradition.affinity'),
                      faction.affinitySpheres === 'any'
                        ? t('m20.lexicon.anySphere')
                        : `${faction.affinitySpheres.map((id) => sphereName(content, id)).join(', ')}${faction.otherAffinityAllowed ? ` (${t('m20.lexicon.houseSphere')})` : ''}`,
                    ],
                  ]}
                />
                <h5>{t('m20.tradition.opinions')}</h5>
                <Facts items={mageAllianceTypes.map((other) => [t(`m20.alliances.${other}`), faction.opinions[other]])} />
              </Group>
            ))}
        </section>
      ))}
    </>
  );
}

/** The nine Spheres with their technocratic names and what each rank can do. */
export function SpheresSection({ content }: { content: Content }) {
  const { t } = useTranslation();
  return (
    <>
      {content.spheres.spheres.map((sphere) => (
        <Group key={sphere.id} anchor={anchors.sphere(sphere.id)} title={sphere.name}>
          {sphere.technocraticName !== sphere.name ? <p className="lexicon__meta">{t('m20.lexicon.technocraticName', { name: sphere.technocraticName })}</p> : null}
          <p>{sphere.description}</p>
          <ol className="lexicon__ranks">
            {sphere.ranks.map((rank, index) => (
              <li key={index}>
                <strong>
                  {index + 1} · {content.spheres.rankTitles[index]}:
                </strong>{' '}
                {rank}
              </li>
            ))}
          </ol>
        </Group>
      ))}
    </>
  );
}

/** The four essences and the archetypes for nature and demeanour (M20 core marked), each a group a jump opens. */
export function AvatarSection({ content }: { content: Content }) {
  const { t } = useTranslation();
  return (
    <>
      <Group anchor="lex-m20-essences" title={t('m20.lexicon.essences')}>
        {content.essences.map((essence) => (
          <Entry key={essence.id} anchor={anchors.essence(essence.id)} title={essence.name}>
            <p>{essence.description}</p>
          </Entry>
        ))}
      </Group>
      <Group anchor="lex-m20-archetypes" title={t('m20.lexicon.archetypes')}>
        {[...content.archetypes]
          .sort((a, b) => a.name.localeCompare(b.name, 'de'))
          .map((archetype) => (
            <Entry key={archetype.id} anchor={anchors.archetype(archetype.id)} title={archetype.name} meta={archetype.inM20Core ? t('m20.lexicon.inM20Core') : t('m20.lexicon.notInM20Core')}>
              <p>{archetype.description}</p>
              <p>{t('m20.identity.willpowerRule', { rule: archetype.willpower })}</p>
            </Entry>
          ))}
      </Group>
    </>
  );
}

/** Talents, skills and knowledges, the secondary ones marked, with suggested specialties. */
export function AbilitiesSection({ content }: { content: Content }) {
  const { t } = useTranslation();
  return (
    <>
      {mageAbilityCategories.map((category) => (
        <Group key={category} anchor={`lex-m20-abilities-${category}`} title={t(`m20.categories.${category}`)}>
          {content.abilities
            .filter((ability) => ability.category === category)
            .map((ability) => (
              <Entry key={ability.id} anchor={anchors.ability(ability.id)} title={ability.name} meta={ability.secondary ? t('m20.lexicon.secondary') : undefined}>
                <p>{ability.description}</p>
                <Facts items={[[t('m20.lexicon.specialties'), ability.specialties.join(', ')]]} />
              </Entry>
            ))}
        </Group>
      ))}
    </>
  );
}

export function BackgroundsSection({ content }: { content: Content }) {
  const { t } = useTranslation();
  return (
    <>
      {content.backgrounds.map((background) => (
        <Group key={background.id} anchor={anchors.background(background.id)} title={background.name}>
          <Facts
            items={[
              [t('m20.lexicon.technocraticNameLabel'), background.technocraticName],
              [t('m20.lexicon.cost'), background.doubleCost ? t('m20.editor.finishing.doubleCost') : null],
              [t('m20.lexicon.only'), background.technocracyOnly ? t('m20.alliances.technocraticUnion') : null],
            ]}
          />
          <p>{background.description}</p>
          {background.levels.length > 0 ? (
            <ul>
              {background.levels.map((level) => (
                <li key={level.level}>
                  {'•'.repeat(level.level)} {level.text}
                </li>
              ))}
            </ul>
          ) : null}
        </Group>
      ))}
    </>
  );
}

function costText(trait: MeritInfo, or: string): string {
  if (trait.costOptions) return trait.costOptions.join(or);
  return trait.cost.min === trait.cost.max ? String(trait.cost.min) : `${trait.cost.min}–${trait.cost.max}`;
}

export function MeritsSection({ content }: { content: Content }) {
  const { t } = useTranslation();
  return (
    <>
      {(['merits', 'flaws'] as const).map((side) => (
        <Group key={side} anchor={`lex-m20-${side}`} title={t(`m20.traits.${side}`)}>
          {content.merits[side].map((trait) => (
            <Entry key={trait.id} anchor={(side === 'merits' ? anchors.merit : anchors.flaw)(trait.id)} title={`${trait.name} (${costText(trait, t('m20.or'))})`} meta={trait.technocraticName ?? undefined}>
              <p>{trait.description}</p>
            </Entry>
          ))}
        </Group>
      ))}
    </>
  );
}

export function WondersSection({ content }: { content: Content }) {
  const { t } = useTranslation();
  return (
    <>
      {content.wonders.map((wonder) => (
        <Entry key={wonder.id} anchor={anchors.wonder(wonder.id)} title={wonder.name} meta={wonder.technocraticName ? t('m20.lexicon.technocraticName', { name: wonder.technocraticName }) : undefined}>
          <p>{wonder.description}</p>
          <Facts
            items={[
              [t('m20.lexicon.permanentWillpower'), wonder.permanentWillpower > 0 ? String(wonder.permanentWillpower) : null],
              [t('m20.lexicon.background'), wonder.backgroundCost],
            ]}
          />
        </Entry>
      ))}
    </>
  );
}

/** Health levels with their penalties and the backlash results by successes. */
export function RulesSection({ content }: { content: Content }) {
  const { t } = useTranslation();
  return (
    <div id={anchors.rules} tabIndex={-1} className="stack">
      <div className="lexicon__table-wrap" tabIndex={0} role="region" aria-label={t('m20.health.title')}>
        <table className="lexicon__table">
          <caption>{t('m20.health.title')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('m20.lexicon.level')}</th>
              <th scope="col">{t('m20.lexicon.penalty')}</th>
            </tr>
          </thead>
          <tbody>
            {content.rules.healthLevels.map((level, index) => (
              <tr key={level.id}>
                <th scope="row">{level.name}</th>
                <td>{healthLevels[index]?.penalty === null ? t('m20.lexicon.noActions') : String(level.penalty)}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
      <div className="lexicon__table-wrap" tabIndex={0} role="region" aria-label={t('m20.wheel.backlashTitle')}>
        <table className="lexicon__table">
          <caption>{t('m20.wheel.backlashTitle')}</caption>
          <thead>
            <tr>
              <th scope="col">{t('m20.lexicon.successes')}</th>
              <th scope="col">{t('m20.lexicon.effect')}</th>
            </tr>
          </thead>
          <tbody>
            {content.rules.backlash.map((row) => (
              <tr key={row.band}>
                <th scope="row">{t(`m20.lexicon.bands.${row.band}`)}</th>
                <td>{row.effect}</td>
              </tr>
            ))}
          </tbody>
        </table>
      </div>
    </div>
  );
}
