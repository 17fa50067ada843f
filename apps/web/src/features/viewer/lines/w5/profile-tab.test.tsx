import { screen, within } from '@testing-library/react';
import { afterEach, beforeEach, describe, expect, it, vi } from 'vitest';
import type { StoredCharacter } from '@vitae/core/api';
import { withAttribute } from '@vitae/core/fifth-edition';
import { setUiState } from '../../../../lib/ui-store.ts';
import { inEnglish } from '../../../../testing/language.ts';
import { current } from '../../../../testing/purchases.ts';
import { openCharacter, renderSheet } from '../../../../testing/render.tsx';
import { BalanceCard } from './balance-card.tsx';
import { FormCard } from './form-card.tsx';
import { ProfileTab } from './profile-tab.tsx';
import { RageCard } from './rage-card.tsx';
import { RenownCard } from './renown-card.tsx';
import type { StoredWerewolf } from './werewolf.ts';

// The dice faces the next rolls show, in order (then 10s): a test decides what the Garou rolls.
const dice = vi.hoisted(() => ({ faces: [] as number[] }));
vi.mock('../../lib/random.ts', () => ({ randomSource: () => () => dice.faces.shift() ?? 10 }));

const garou = (change: Partial<StoredWerewolf> = {}): StoredCharacter => openCharacter('w5', (blank) => ({ ...blank, ...change }) as StoredCharacter);
const saved = (id: string) => current(id) as StoredWerewolf;

beforeEach(() => {
  dice.faces = [];
});

describe('Rage', () => {
  it.each([
    [7, 'Zorn-Check: 7 – gehalten, Zorn bleibt 3.', 3],
    [4, 'Zorn-Check: 4 – Zorn sinkt auf 2.', 2],
  ])('a Rage Check rolling %i says what happened and keeps the Rage it leaves', async (face, message, rage) => {
    dice.faces = [face];
    const character = garou({ rage: 3 });
    const { user } = renderSheet(<RageCard />, character);
    await user.click(screen.getByRole('button', { name: 'Zorn-Check' }));
    expect(screen.getByTestId('rage-message').textContent).toBe(message);
    expect(saved(character.id).rage).toBe(rage);
  });

  it('"Zorn +1" past 5 hurts Willpower instead and says how much', async () => {
    const character = garou({ rage: 5, willpower: 4 });
    const { user } = renderSheet(<RageCard />, character);
    await user.click(screen.getByRole('button', { name: 'Zorn +1' }));
    expect(screen.getByTestId('rage-message').textContent).toBe('Mehr als 5 Zorn geht nicht: 1 oberflächlicher Willenskraftschaden.');
    expect(saved(character.id).willpowerDamage.filter((box) => box === 'superficial')).toHaveLength(1);
  });

  it('at Rage 0 the wolf is lost, and no Rage Check can be rolled', () => {
    renderSheet(<RageCard />, garou({ rage: 0 }));
    expect(screen.getByText(/^Zorn 0: Der Wolf ist verloren\./)).toBeTruthy();
    expect(screen.getByRole('button', { name: 'Zorn-Check' })).toHaveProperty('disabled', true);
  });

  it('frenzy starts and ends with the same button', async () => {
    const character = garou({ rage: 3 });
    const { user } = renderSheet(<RageCard />, character);
    await user.click(screen.getByRole('button', { name: 'Raserei beginnen' }));
    expect(screen.getByText('Raserei: Zorn 5, Crinos, keine Gaben und Riten.')).toBeTruthy();
    expect(saved(character.id)).toMatchObject({ frenzy: true, rage: 5, form: 'crinos' });
    await user.click(screen.getByRole('button', { name: 'Raserei beenden' }));
    expect(saved(character.id).frenzy).toBe(false);
  });
});

describe('the form', () => {
  it('shows the current form with its modifiers; a shift rolls its Rage Checks and reports them', async () => {
    dice.faces = [8];
    const character = garou({ rage: 3 });
    const { user } = renderSheet(<FormCard />, character);
    const forms = screen.getByRole('group', { name: 'Gestalt wechseln' });
    expect(within(forms).getByRole('button', { name: /^Homid/ }).getAttribute('aria-pressed')).toBe('true');
    expect(within(screen.getByTestId('current-form')).getByText('Keine Würfelmodifikatoren.')).toBeTruthy();
    await user.click(within(forms).getByRole('button', { name: 'Glabro 1 Zorn-Check' }));
    expect(screen.getByTestId('form-message').textContent).toBe('Zorn-Checks: 8. Jetzt in Glabro, Zorn 3.');
    expect(within(screen.getByTestId('current-form')).getByText('+2 Würfel auf körperliche Würfelpools')).toBeTruthy();
    expect(saved(character.id).form).toBe('glabro');
  });

  it('Crinos names its two checks (plural) and its extra health boxes', async () => {
    dice.faces = [9, 9];
    const { user } = renderSheet(<FormCard />, garou({ rage: 4 }));
    await user.click(screen.getByRole('button', { name: 'Crinos 2 Zorn-Checks' }));
    expect(screen.getByText('4 zusätzliche Gesundheitskästchen.')).toBeTruthy();
  });

  it('without rolling the checks the shift keeps the Rage', async () => {
    const character = garou({ rage: 2 });
    const { user } = renderSheet(<FormCard />, character);
    await user.click(screen.getByRole('checkbox', { name: 'Zorn-Checks beim Wechsel würfeln' }));
    await user.click(screen.getByRole('button', { name: /^Hispo/ }));
    expect(screen.getByTestId('form-message').textContent).toBe('Jetzt in Hispo, Zorn 2.');
  });

  it('failing the last Rage Check loses the wolf and the Garou stays where it was', async () => {
    dice.faces = [2];
    const character = garou({ rage: 1 });
    const { user } = renderSheet(<FormCard />, character);
    await user.click(screen.getByRole('button', { name: /^Glabro/ }));
    expect(screen.getByTestId('form-message').textContent).toBe('Zorn-Checks: 2. Der Zorn ist aufgebraucht – der Wolf ist verloren, du bleibst in Homid.');
    expect(saved(character.id)).toMatchObject({ rage: 0, form: 'homid' });
  });

  it('leaving Crinos at Rage 5 says Rage dropped to 1 before the checks (issue #46 item 15)', async () => {
    dice.faces = [3];
    const character = garou({ rage: 5, form: 'crinos' });
    const { user } = renderSheet(<FormCard />, character);
    await user.click(screen.getByRole('button', { name: /^Hispo/ }));
    expect(screen.getByTestId('form-message').textContent).toBe('Crinos verlassen: Zorn fällt von 5 auf 1. Zorn-Checks: 3. Der Zorn ist aufgebraucht – der Wolf ist verloren, du bleibst in Homid.');
    expect(saved(character.id)).toMatchObject({ rage: 0, form: 'homid' });
  });

  it('with the wolf lost, the supernatural forms are disabled', () => {
    renderSheet(<FormCard />, garou({ rage: 0 }));
    expect(screen.getByRole('button', { name: /^Crinos/ })).toHaveProperty('disabled', true);
    expect(screen.getByRole('button', { name: /^Homid/ })).toHaveProperty('disabled', false);
  });
});

describe('Harano and Hauglosk', () => {
  it.each([
    ['harano', /^Harano ist voll: .* endet damit die Geschichte dieser Figur/],
    ['hauglosk', /^Hauglosk ist voll: .* endet damit die Geschichte dieser Figur/],
  ] as const)('a full %s track warns that it ends the character; a track with room does not', (track, warning) => {
    const { unmount } = renderSheet(<BalanceCard />, garou({ [track]: 5 }));
    expect(screen.getByRole('alert').textContent).toMatch(warning);
    unmount();
    renderSheet(<BalanceCard />, garou({ [track]: 4 }));
    expect(screen.queryByRole('alert')).toBeNull();
  });

  it('"Neue Sitzung" heals superficial Willpower by the higher of Composure and Resolve and says how much', async () => {
    // Composure 2, Resolve 1: two of the three superficial boxes heal.
    const character = openCharacter('w5', (blank) => {
      const categories = withAttribute({ categories: withAttribute(blank as never, 'com', 2) }, 'res', 1);
      return { ...blank, categories, willpower: 5, willpowerDamage: ['superficial', 'superficial', 'superficial', 'none', 'none', 'none', 'none', 'none', 'none', 'none'] } as StoredCharacter;
    });
    const { user } = renderSheet(<BalanceCard />, character);
    await user.click(screen.getByRole('button', { name: 'Neue Sitzung' }));
    expect(saved(character.id).willpowerDamage.filter((box) => box === 'superficial')).toHaveLength(1);
    expect(screen.getByTestId('balance-message').textContent).toBe('Neue Sitzung: 2 oberflächliche Willenskraftschäden geheilt, die freiwilligen Kästchen sind wieder frei.');
  });

  it('a failed test marks a box and says so; a passed one changes nothing', async () => {
    dice.faces = [3, 8];
    const character = garou();
    const { user } = renderSheet(<BalanceCard />, character);
    expect(screen.getByText('Würfelpool: 1 (markierte Kästchen beider Leisten, mindestens 1)')).toBeTruthy();
    await user.click(screen.getByRole('button', { name: 'Harano-Probe' }));
    expect(screen.getByTestId('balance-message').textContent).toBe('Harano-Probe misslungen: 3 (0 Erfolge) – ein Kästchen markiert.');
    expect(saved(character.id).harano).toBe(1);
    await user.click(screen.getByRole('button', { name: 'Hauglosk-Probe' }));
    expect(screen.getByTestId('balance-message').textContent).toBe('Hauglosk-Probe bestanden: 8 (1 Erfolg).');
    expect(saved(character.id).hauglosk).toBe(0);
  });

  it('the voluntary box is once per session; "Neue Sitzung" opens it again', async () => {
    const character = garou();
    const { user } = renderSheet(<BalanceCard />, character);
    const voluntary = screen.getByRole('button', { name: 'Hauglosk freiwillig markieren' });
    await user.click(voluntary);
    expect(screen.getByTestId('balance-message').textContent).toBe('Hauglosk freiwillig markiert (einmal pro Sitzung).');
    expect(voluntary).toHaveProperty('disabled', true);
    await user.click(screen.getByRole('button', { name: 'Neue Sitzung' }));
    expect(voluntary).toHaveProperty('disabled', false);
    expect(saved(character.id).hauglosk).toBe(1);
  });
});

describe('Renown', () => {
  afterEach(() => setUiState({ levelMode: false }));

  it('shows the three renowns with dots and the total', () => {
    renderSheet(<RenownCard />, garou({ renown: { glory: 2, honor: 1, wisdom: 3 } }));
    expect(within(screen.getByTestId('renown-glory')).getByText('Ruhm')).toBeTruthy();
    expect(within(screen.getByTestId('renown-wisdom')).getByRole('img', { name: '3 von 5' })).toBeTruthy();
    expect(screen.getByText('Gesamtansehen: 6')).toBeTruthy();
  });

  it('in leveling mode it is set directly and says the storyteller awards it', () => {
    setUiState({ levelMode: true });
    renderSheet(<RenownCard />, garou());
    expect(screen.getByRole('group', { name: 'Ehre' })).toBeTruthy();
    expect(screen.getByText('Ansehen vergibt die Spielleitung für Taten; es kostet keine Erfahrung.')).toBeTruthy();
  });
});

describe('the Werewolf profile', () => {
  it('names auspice with its moon and the tribe, and keeps touchstones as typed', async () => {
    const character = garou({ auspice: 'ragabash', tribe: 'glass-walkers' });
    const { user } = renderSheet(<ProfileTab />, character);
    const who = screen.getByRole('region', { name: 'Wer' });
    const facts = Object.fromEntries(within(who).getAllByRole('term').map((term) => [term.textContent, term.nextElementSibling?.textContent]));
    expect(facts.Vorzeichen).toMatch(/^Ragabash \(.+\)$/);
    expect(facts.Stamm).toBe('Glaswandler');
    const touchstones = within(who).getAllByRole('textbox');
    await user.type(touchstones[0]!, 'Lea');
    expect(saved(character.id).touchstones).toEqual(['Lea']);
  });

  it('in English, the cards speak English', async () => {
    await inEnglish();
    renderSheet(<ProfileTab />, garou({ rage: 2 }));
    expect(screen.getByRole('button', { name: 'Rage Check' })).toBeTruthy();
    expect(screen.getByText(/^Total Renown: 0$/)).toBeTruthy();
  });
});

// Issue #47 item 5: the profile's texts speak the werewolf's words, not Vampire's.
describe('the Garou’s profile texts', () => {
  it('label the beliefs field in the line’s words (not Vampire’s “Anker und Überzeugungen”)', () => {
    renderSheet(<ProfileTab />, garou());
    const texts = screen.getByRole('region', { name: 'Profil' });
    expect(within(texts).getByLabelText('Was den Garou hält und woran er glaubt')).toBeTruthy();
    expect(within(texts).queryByText('Anker und Überzeugungen')).toBeNull();
  });
});
