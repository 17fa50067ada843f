
import {
  ownedTraitsOf,
  pointSpreadsOf,
  skillCaps,
} from '@vitae/core/fifth-edition';
import {
  eraRules,
  type V5Character as Character,
  type PredatorAction,
  addCreationTrait,
  allowedDisciplineChoices,
  availableClans,
  availablePredatorTypes,
  chooseClanDisciplines,
  chooseStartingCeremony,
  chooseStartingRitual,
  clanDisciplines,
  commitPredatorType,
  disciplineStepProblems,
  isInteractive,
  predatorTypeOptions,
  removeLastCreationPower,
  startingCeremonyOptions,
  startingRitualOptions,
  stepsFor,
  traitBudget,
  traitOptions,
  traitPointsUsed,
  v5Steps,
  type ActionChoices,
} from '@vitae/core/v5';
import { describe, expect, it } from 'vitest';

import {
  buy,
  byId,
  content,
  meta,
  must,
  ofClan,
  point,
  pointsOf,
  predatorById,
  predatorIds,
  spec,
  specialitiesOf,
  withPredator,
} from './v5-creation-helpers.ts';

describe('V5 creation with the real content', () => {
  it('skill spreads 1–3 are Tausendsassa, Ausgewogen, Spezialist with the rule numbers', () => {
    expect(content.skillSpreads.map((s) => [s.id, s.name, s.spread.map((d) => `${d.amount}×${d.points}`).join(' ')])).toEqual([
      [1, 'Tausendsassa', '1×3 8×2 10×1'],
      [2, 'Ausgewogen', '3×3 5×2 7×1'],
      [3, 'Spezialist', '1×4 3×3 3×2 3×1'],
    ]);
  });

  describe('Brujah Räuber', () => {
    it.each([
      [4, { 4: 3, 8: 1 }],
      [8, { 4: 2, 8: 2 }],
    ])('speciality choice, discipline %i, humanity 7→6, +3 Contacts → 10 advantage points', (disciplineId, merged) => {
      const brujah = ofClan(2);
      const alleycat = predatorById(1);
      expect(alleycat.name).toBe('Räuber');
      expect(brujah.humanity).toBe(7);
      const [speciality, disciplinePoint] = alleycat.actions;
      if (speciality?.type !== 'additional_specialization' || disciplinePoint?.type !== 'discipline_point') throw new Error('Räuber changed');
      expect(isInteractive(brujah, speciality)).toBe(true);
      expect(allowedDisciplineChoices(brujah, disciplinePoint)).toEqual([4, 8]);

      const c = withPredator(brujah, 1, { 0: spec(1), 1: point(disciplineId) });
      expect(c.humanity).toBe(6);
      expect(c.predatorType).toMatchObject({ id: 1, name: 'Räuber' });
      expect(specialitiesOf(c, 'bra')).toEqual(['Ringen']);
      expect(specialitiesOf(c, 'int')).toEqual([]);
      expect(pointsOf(c)).toEqual({ [disciplineId]: 1 });
      expect(pointSpreadsOf(c)).toEqual([{ type: 'backgrounds', isFlaw: false, packId: 2, points: 3 }]);
      expect(traitBudget(c)).toEqual({ advantages: 10, flaws: 2 });
      // Celerity two points, Potence one, merged with the predator point.
      expect(pointsOf(must(chooseClanDisciplines(c, 4, 8, content.disciplines)))).toEqual(merged);
    });

    it('needs the speciality and the discipline chosen', () => {
      expect(commitPredatorType(ofClan(2), predatorById(1), { 1: point(4) }, content)).toEqual({ ok: false, failure: { actionIndex: 0, problem: 'missing' } });
      expect(commitPredatorType(ofClan(2), predatorById(1), { 0: spec(0), 1: point(6) }, content)).toEqual({ ok: false, failure: { actionIndex: 1, problem: 'not_allowed' } });
    });
  });

  it('Ventrue do not get Beuteltrinker; Brujah do', () => {
    expect(predatorIds(ofClan(14))).not.toContain(2);
    expect(predatorIds(ofClan(2))).toContain(2);
    expect(predatorIds(ofClan(14))).toHaveLength(9);
  });

  it('Bauer is there at blood potency 2 and gone at 3', () => {
    const ancilla = ofClan(2, {}, 'ancillae');
    expect(ancilla.bloodPotency).toBe(2);
    expect(predatorIds(ancilla)).toContain(7);
    expect(predatorIds({ ...ancilla, bloodPotency: 3 })).not.toContain(7);
  });

  it.each([
    [0, 'backgrounds', 3, { id: 1, name: 'Dunkles Geheimnis', customLevel: 2, suffix: 'Diablerist' }],
    [1, 'backgrounds', 11, { id: 2, name: 'Verstoßen' }],
  ] as const)('Blutegel with flaw choice %i: both flaws land, blood potency +1', (choice, type, packId, chosenFlaw) => {
    const c = withPredator(ofClan(2), 3, { 0: spec(0), 1: point(5), 4: { type: 'add_flaw', choice } });
    expect(c).toMatchObject({ bloodPotency: 2, humanity: 6 });
    expect(ownedTraitsOf(c, type, packId, 'disadvantages')).toEqual([expect.objectContaining({ ...chosenFlaw, isLocked: true, isManual: false })]);
    expect(ownedTraitsOf(c, 'merits', 3, 'disadvantages')).toEqual([
      expect.objectContaining({ id: 2, name: 'Beutebeschränkung', customLevel: 2, suffix: 'keine Sterblichen', isLocked: true, isManual: false }),
    ]);
    expect(traitPointsUsed(c)).toEqual({ advantages: 0, flaws: 0 });
  });

  it('Blutegel takes an ancilla to blood potency 3, out of reach of Bauer', () => {
    const c = withPredator(ofClan(2, {}, 'ancillae'), 3, { 0: spec(1), 1: point(4), 4: { type: 'add_flaw', choice: 0 } });
    expect(c.bloodPotency).toBe(3);
    expect(predatorIds(c)).not.toContain(7);
  });

  it('Blutegel refuses without the flaw choice', () => {
    expect(commitPredatorType(ofClan(2), predatorById(3), { 0: spec(0), 1: point(5) }, content)).toEqual({ ok: false, failure: { actionIndex: 4, problem: 'missing' } });
  });

  describe('Osiris', () => {
    const choices = { 0: spec(1, ' Poetry Slam '), 2: { type: 'spend_points', points: [1, 2] }, 3: { type: 'spend_points', points: [0, 2] } } as const satisfies ActionChoices;

    it('distributes background and flaw points exactly; Brujah get Presence automatically', () => {
      const brujah = ofClan(2);
      const osiris = predatorById(9);
      expect(osiris.actions.map((action) => isInteractive(brujah, action))).toEqual([true, false, true, true]);
      const c = withPredator(brujah, 9, choices);
      expect(specialitiesOf(c, 'per')).toEqual(['Poetry Slam']);
      expect(pointsOf(c)).toEqual({ 6: 1 });
      expect(pointSpreadsOf(c)).toEqual([
        { type: 'backgrounds', isFlaw: false, packId: 3, points: 1 },
        { type: 'backgrounds', isFlaw: false, packId: 7, points: 2 },
        { type: 'merits', isFlaw: true, packId: 7, points: 2 },
      ]);
      expect(traitBudget(c)).toEqual({ advantages: 10, flaws: 4 });
    });

    it('a Tremere chooses between Blood Sorcery and Presence', () => {
      const tremere = ofClan(12);
      const action = predatorById(9).actions[1] as PredatorAction;
      expect(isInteractive(tremere, action)).toBe(true);
      expect(pointsOf(withPredator(tremere, 9, { ...choices, 1: point(3) }))).toEqual({ 3: 1 });
    });

    it.each<[string, ActionChoices, number, string]>([
      ['background points not adding up', { ...choices, 2: { type: 'spend_points', points: [3, 1] } }, 2, 'points_not_spent'],
      ['flaw points not adding up', { ...choices, 3: { type: 'spend_points', points: [1, 0] } }, 3, 'points_not_spent'],
      ['no text for the free speciality', { ...choices, 0: spec(1) }, 0, 'text_missing'],
    ])('refuses %s', (_name, wrong, actionIndex, problem) => {
      expect(commitPredatorType(ofClan(2), predatorById(9), wrong, content)).toEqual({ ok: false, failure: { actionIndex, problem } });
    });
  });

  it.each([
    ['Brujah, core book', 2, [1], [10]],
    ['Tremere, core book', 12, [1], [3, 10]],
    ['Banu Haqim with book 5', 1, [1, 5], [3, 10, 11]],
    ['Brujah with book 3', 2, [1, 3], [10, 11]],
  ])('Beuteltrinker discipline choices for %s', (_name, clanId, books, expected) => {
    const action = predatorById(2).actions[1];
    if (action?.type !== 'discipline_point') throw new Error('Beuteltrinker changed');
    expect(allowedDisciplineChoices(ofClan(clanId, { books }), action)).toEqual(expected);
  });

  it('Beuteltrinker grants a Brujah the one surviving discipline automatically', () => {
    expect(pointsOf(withPredator(ofClan(2), 2, { 0: spec(0) }))).toEqual({ 10: 1 });
  });

  it('Tremere with Blood Sorcery: the ritual options are the level-1 rituals', () => {
    const tremere = must(chooseClanDisciplines(ofClan(12), 3, 1, content.disciplines));
    expect(startingRitualOptions(tremere, content.bloodRituals)).toEqual([]);
    const withPowers = buy(buy(tremere, 3, '3-1-1', '3-2-3'), 1, '1-1-1');
    const options = startingRitualOptions(withPowers, content.bloodRituals);
    expect(options.map((r) => r.id).sort((a, b) => a - b)).toEqual([1, 2, 3, 4, 5, 27, 28, 66, 69, 71, 75]);
    expect(options.every((r) => r.level === 1)).toBe(true);
    expect(disciplineStepProblems(withPowers, true, content)).toEqual(['ritual_missing']);
    expect(disciplineStepProblems(chooseStartingRitual(withPowers, byId(content.bloodRituals, 3)), true, content)).toEqual([]);
  });

  describe('Hecata (book 5) and their ceremonies', () => {
    const hecata = () => must(chooseClanDisciplines(ofClan(4, { books: [1, 5] }), 11, 1, content.disciplines));

    it('are only offered with book 5', () => {
      expect(availableClans({ books: [1] }, content.clans, meta).map((c) => c.id)).not.toContain(4);
      expect(availableClans({ books: [1, 5] }, content.clans, meta).map((c) => c.id)).toContain(4);
    });

    it('with power 11-1-10, ceremony 1 is offered and required', () => {
      const c = buy(buy(hecata(), 11, '11-1-10', '11-2-13'), 1, '1-1-1');
      expect(startingCeremonyOptions(c, content.oblivionCeremonies).map((x) => x.id)).toEqual([1]);
      expect(disciplineStepProblems(c, true, content)).toEqual(['ceremony_missing']);
      expect(disciplineStepProblems(chooseStartingCeremony(c, byId(content.oblivionCeremonies, 1)), true, content)).toEqual([]);
    });

    it('without owning 11-1-10, ceremony 1 is not offered and none is required', () => {
      const c = buy(buy(hecata(), 11, '11-1-1', '11-2-13'), 1, '1-1-1');
      expect(startingCeremonyOptions(c, content.oblivionCeremonies).map((x) => x.id)).not.toContain(1);
      expect(startingCeremonyOptions(c, content.oblivionCeremonies)).toEqual([]);
      expect(disciplineStepProblems(c, true, content)).toEqual([]);
    });

    it('removing the power takes the ceremony with it', () => {
      const c = chooseStartingCeremony(buy(hecata(), 11, '11-1-10'), byId(content.oblivionCeremonies, 1));
      expect(removeLastCreationPower(c, 11).oblivionCeremonies).toEqual([]);
    });
  });

  it.each([
    ['Nosferatu', 8, [1], 'merits', 6, 'Abstoßend'],
    ['Caitiff', 15, [1, 7], 'backgrounds', 11, 'Verdächtig'],
  ] as const)('%s get their locked clan flaw', (_name, clanId, books, type, packId, name) => {
    const c = ofClan(clanId, { books: [...books] });
    expect(ownedTraitsOf(c, type, packId, 'disadvantages')).toEqual([expect.objectContaining({ name, isLocked: true, isManual: false })]);
    expect(traitPointsUsed(c)).toEqual({ advantages: 0, flaws: 0 });
  });

  it('Caitiff choose from all eleven disciplines and cannot buy Status', () => {
    const caitiff = ofClan(15, { books: [1, 7] });
    expect(clanDisciplines(caitiff, content.disciplines)).toHaveLength(11);
    const status = byId(content.backgrounds, 11);
    expect(traitOptions(caitiff, status, 'advantages').map((o) => o.reasons)).toEqual(Array(5).fill(['caitiff_status']));
    expect(traitOptions(ofClan(2), status, 'advantages').map((o) => o.reasons)).toEqual(Array(5).fill([]));
  });

  it('Analphabet caps Academics and Science at 1', () => {
    const c = must(addCreationTrait(ofClan(2), byId(content.merits, 5), 'disadvantages', 1));
    expect(Object.fromEntries(skillCaps(c))).toEqual({ aca: 1, sci: 1 });
  });

  it('haven extras need a haven size', () => {
    const haven = byId(content.backgrounds, 6);
    const reasons = (c: Character, id: number) => traitOptions(c, haven, 'advantages').find((o) => o.trait.id === id)?.reasons;
    expect(reasons(ofClan(2), 4)).toEqual(['requirement']);
    const small = must(addCreationTrait(ofClan(2), haven, 'advantages', 1));
    expect(reasons(small, 4)).toEqual([]);
    expect(reasons(small, 5)).toEqual(['requirement']);
  });

  // V5 corebook, Clans: Nosferatu (no Looks merits) and Predator Types: Siren (Beautiful); issue #46.
  it.each<[string, number, string | null]>([
    ['Nosferatu', 8, 'Schön'],
    ['Brujah', 2, null],
  ])('Siren for a %s: Beautiful refused → %s', (_, clanId, refused) => {
    const c = ofClan(clanId);
    const siren = predatorTypeOptions(c, content.predatorTypes, meta, content).find((option) => option.type.id === 13);
    expect(siren?.refusal?.trait ?? null).toBe(refused);
    expect(availablePredatorTypes(c, content.predatorTypes, meta, content).some((type) => type.id === 13)).toBe(refused === null);
    if (refused) expect(commitPredatorType(c, predatorById(13), { 0: spec(0), 1: point(7) }, content)).toMatchObject({ ok: false, failure: { problem: 'not_allowed' } });
  });

  // Issue #46: elders once stopped after the predator type (666,666 XP, no clan disciplines, merits,
  // flaws or convictions) and the predator type's discipline point was lost (Blood Leech: Celerity 0).
  it.each(['elder', 'cainesinheritance'] as const)('a Brujah %s goes through the whole wizard and keeps the Blood Leech dot', (era) => {
    const c = withPredator(ofClan(2, {}, era), 3, { 0: spec(0), 1: point(4), 4: { type: 'add_flaw', choice: 0 } });
    expect(stepsFor(c)).toEqual(v5Steps);
    expect(pointsOf(c)).toEqual({ 4: 1 });
    // The point waits in the disciplines step for a power; with the clan's two and one it makes Celerity 3.
    const withClan = must(chooseClanDisciplines(c, 4, 8, content.disciplines));
    expect(pointsOf(withClan)).toEqual({ 4: 3, 8: 1 });
    expect(disciplineStepProblems(withClan, true, content)).toContain('powers_unspent');
    expect(c.exp).toBe(eraRules[era].exp);
  });
});
