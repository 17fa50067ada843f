import { describe, expect, it } from 'vitest';
// @ts-expect-error -- plain JavaScript module for Foundry, without type declarations
import { chatCard, evaluateFaces, facesOf, rollEvent, rollFormula } from '../scripts/roll-mapping.js';

/** A stand-in for Foundry's `Roll`: parses `NdX + MdY` and shows the faces queued for each denomination. */
function stubFoundry(faces: Record<string, number[]>) {
  const posted: Array<Record<string, unknown>> = [];
  class Roll {
    terms: Array<{ denomination: string; results: Array<{ result: number; active: boolean }> } | { operator: string }> = [];
    constructor(readonly formula: string) {}
    async evaluate() {
      for (const [index, part] of this.formula.split(' + ').entries()) {
        const match = /^(\d+)d([a-z])$/.exec(part);
        if (!match) throw new Error(`not a WoD5e term: ${part}`);
        if (index > 0) this.terms.push({ operator: '+' });
        const denomination = match[2]!;
        const queued = faces[denomination] ?? [];
        this.terms.push({ denomination, results: Array.from({ length: Number(match[1]) }, (_, i) => ({ result: queued[i] ?? 1, active: true })) });
      }
      return this;
    }
  }
  const ChatMessage = { create: async (data: Record<string, unknown>) => (posted.push(data), data) };
  return { foundry: { Roll, ChatMessage, language: 'de' }, posted };
}

const event = (roll: Record<string, unknown>, extra: Record<string, unknown> = {}) => ({
  vampire: { name: 'Ada <b>', avatar: '' },
  roll: { title: 'Stärke + Handgemenge', ...roll },
  username: 'spielerin',
  ...extra,
});

describe('rollFormula', () => {
  it.each([
    [event({ normalDices: 3, hungerDices: 2 }), '3dv + 2dg'],
    [event({ normalDices: 0, hungerDices: 2 }), '2dg'],
    [event({ normalDices: 4, hungerDices: 0 }), '4dv'],
    [event({ normalDices: 2, hungerDices: 1 }, { line: 'w5' }), '2dw + 1dr'],
    [event({ normalDices: 5, hungerDices: 0 }, { line: 'h5' }), '5dh'],
    [event({ normalDices: 1, hungerDices: 1 }, { line: 'm20' }), '1dv + 1dg'],
    [event({ normalDices: 0, hungerDices: 0 }), ''],
    [event({ normalDices: -3, hungerDices: '2' }), '2dg'],
  ])('%j → %s', (input, formula) => {
    expect(rollFormula(input)).toBe(formula);
  });
});

describe('evaluateFaces (behaviour-notes §9.3)', () => {
  it.each([
    ['plain success', 'v5', [6, 7, 2], [3], undefined, 2, 'success'],
    ['no success at difficulty 1', 'v5', [2, 3], [4], undefined, 0, 'failure'],
    ['a pair of tens counts 4', 'v5', [10, 10, 1], [], 4, 4, 'criticalSuccess'],
    ['two pairs count 8', 'v5', [10, 10, 10, 10], [], undefined, 8, 'criticalSuccess'],
    ['a lone ten is one success, not critical', 'v5', [10, 2], [], undefined, 1, 'success'],
    ['messy: a hunger ten in the pair', 'v5', [10, 5], [10], undefined, 4, 'messyCritical'],
    ['bestial: failed with a hunger one', 'v5', [6, 2], [1], 3, 1, 'bestialFailure'],
    ['a hunger one on a success is just a success', 'v5', [6, 7], [1], 2, 2, 'success'],
    ['critical below the difficulty fails', 'v5', [10, 10], [], 5, 4, 'failure'],
    ['Werewolf: a rage ten is no messy critical', 'w5', [10], [10], undefined, 4, 'criticalSuccess'],
    ['Werewolf: a rage one is no bestial failure', 'w5', [2], [1], undefined, 0, 'failure'],
  ] as const)('%s', (_name, line, normal, special, difficulty, successes, outcome) => {
    const result = evaluateFaces(line, [...normal], [...special], difficulty);
    expect(result.successes).toBe(successes);
    expect(result.outcome).toBe(outcome);
  });
  it('marks a brutal Werewolf result and a Hunter desperation one', () => {
    expect(evaluateFaces('w5', [6], [1, 2], undefined).brutal).toBe(true);
    expect(evaluateFaces('w5', [6], [1, 3], undefined).brutal).toBe(false);
    expect(evaluateFaces('h5', [6], [1], undefined).desperation).toBe(true);
  });
});

describe('rollEvent against a stub of the Foundry API', () => {
  it('rolls the WoD5e terms, reads the faces and posts a card with name, sender, parts and "(vs. N)"', async () => {
    const { foundry, posted } = stubFoundry({ v: [10, 6, 2], g: [10, 1] });
    const result = await rollEvent(event({ normalDices: 3, hungerDices: 2, difficulty: 3 }), foundry);
    expect(result.formula).toBe('3dv + 2dg');
    expect(result.evaluation).toMatchObject({ successes: 5, outcome: 'messyCritical', normalSuccesses: 2, specialSuccesses: 1 });
    expect(posted).toHaveLength(1);
    const content = String(posted[0]!.content);
    expect(content).toContain('Ada &#60;b&#62;');
    expect(content).not.toContain('<b>');
    expect(content).toContain('gesendet von spielerin');
    expect(content).toContain('3 normale Würfel (2 Erfolge) + 2 Hungerwürfel (1 Erfolg)');
    expect(content).toContain('Chaotischer kritischer Erfolg (vs. 3) – 5 Erfolge');
    expect(posted[0]!.speaker).toEqual({ alias: 'Ada <b>' });
  });

  it('posts nothing for a roll without dice', async () => {
    const { foundry, posted } = stubFoundry({});
    expect(await rollEvent(event({ normalDices: 0, hungerDices: 0 }), foundry)).toBeUndefined();
    expect(posted).toHaveLength(0);
  });

  it('reads only the faces of the asked denomination and skips discarded ones', () => {
    const roll = { terms: [{ denomination: 'v', results: [{ result: 7, active: true }, { result: 3, active: false }] }, { operator: '+' }, { denomination: 'g', results: [{ result: 1 }] }] };
    expect(facesOf(roll, 'v')).toEqual([7]);
    expect(facesOf(roll, 'g')).toEqual([1]);
  });

  it('shows an inline image or http avatar and drops anything else', () => {
    const evaluation = evaluateFaces('v5', [6], [], undefined);
    expect(chatCard(event({ normalDices: 1 }, { vampire: { name: 'A', avatar: 'https://example.org/a.png' } }), evaluation)).toContain('<img src="https://example.org/a.png"');
    expect(chatCard(event({ normalDices: 1 }, { vampire: { name: 'A', avatar: 'javascript:alert(1)' } }), evaluation)).not.toContain('<img');
  });
});
