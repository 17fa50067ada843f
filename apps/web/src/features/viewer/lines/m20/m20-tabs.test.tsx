import { screen, within } from '@testing-library/react';
import { afterEach, describe, expect, it } from 'vitest';
import type { StoredCharacter } from '@vitae/core/api';
import { setUiState } from '../../../../lib/ui-store.ts';
import { inEnglish } from '../../../../testing/language.ts';
import { current } from '../../../../testing/purchases.ts';
import { openCharacter, renderSheet } from '../../../../testing/render.tsx';
import { AbilitiesTab } from './abilities-tab.tsx';
import { AttributesTab } from './attributes-tab.tsx';
import { BackgroundsCard } from './backgrounds-card.tsx';
import { TraditionTab } from './tradition-tab.tsx';
import type { StoredMage } from './use-mage.ts';

const mage = (change: (blank: StoredMage) => Partial<StoredMage> = () => ({})): StoredCharacter =>
  openCharacter('m20', (blank) => ({ ...blank, ...change(blank as StoredMage) }) as StoredCharacter);
const saved = (id: string) => current(id) as StoredMage;
const row = (testId: string) => screen.getByTestId(testId);

describe('the Mage attributes tab', () => {
  afterEach(() => setUiState({ levelMode: false }));

  it('shows the nine attributes in their three groups with their dots', () => {
    renderSheet(<AttributesTab />, mage((blank) => ({ attributes: { ...blank.attributes, dexterity: 3 } })), 'attributes');
    const physical = screen.getByRole('heading', { name: 'Körperlich' }).parentElement!;
    expect(within(physical).getAllByRole('listitem').map((item) => item.querySelector('button')?.textContent)).toEqual(['Körperkraft', 'Geschicklichkeit', 'Widerstandsfähigkeit']);
    expect(within(row('attributes-dexterity')).getByRole('img', { name: '3 von 5' })).toBeTruthy();
  });

  it('leveling: raising an attribute costs current × 4 and asks first', async () => {
    setUiState({ levelMode: true });
    const character = mage((blank) => ({ exp: 20, attributes: { ...blank.attributes, wits: 3 } }));
    const { user } = renderSheet(<AttributesTab />, character, 'attributes');
    await user.click(within(row('attributes-wits')).getByRole('button', { name: 'Geistesschärfe steigern für 12 EXP' }));
    await user.click(within(await screen.findByRole('dialog', { name: 'Geistesschärfe steigern?' })).getByRole('button', { name: 'Für 12 EXP kaufen' }));
    expect(saved(character.id).attributes.wits).toBe(4);
    expect(saved(character.id).exp).toBe(8);
    expect(within(row('attributes-wits')).getByRole('img', { name: '4 von 5' })).toBeTruthy();
  });

  it('leveling: at 4 dots a specialty can be typed, and it shows under the name afterwards', async () => {
    setUiState({ levelMode: true });
    const character = mage((blank) => ({ attributes: { ...blank.attributes, strength: 4 } }));
    const { user, unmount } = renderSheet(<AttributesTab />, character, 'attributes');
    expect(screen.queryByLabelText(/Spezialisierung für Geschicklichkeit/)).toBeNull();
    await user.type(screen.getByRole('textbox', { name: /Körperkraft/ }), 'Heben');
    expect(saved(character.id).specialties.strength).toBe('Heben');
    unmount();
    setUiState({ levelMode: false });
    renderSheet(<AttributesTab />, character, 'attributes');
    expect(within(row('attributes-strength')).getByText('Heben')).toBeTruthy();
  });
});

describe('the Mage abilities tab', () => {
  afterEach(() => setUiState({ levelMode: false }));

  it('shows the primary abilities per group, and a secondary one only when the mage has it', () => {
    renderSheet(<AbilitiesTab />, mage((blank) => ({ abilities: { ...blank.abilities, talents: { ...blank.abilities.talents, carousing: 2 } } })), 'skills');
    expect(screen.getByRole('heading', { name: 'Talente' })).toBeTruthy();
    expect(within(row('abilities-carousing')).getByRole('img', { name: '2 von 5' })).toBeTruthy();
    expect(screen.queryByTestId('abilities-blatancy')).toBeNull();
    expect(screen.getByTestId('abilities-alertness')).toBeTruthy();
  });

  it('a click on an ability puts it into the next roll', async () => {
    const { user } = renderSheet(<AbilitiesTab />, mage(), 'skills');
    const pick = within(row('abilities-occult')).getByRole('button', { name: 'Okkultismus' });
    await user.click(pick);
    expect(pick.getAttribute('aria-pressed')).toBe('true');
    await user.click(pick);
  });

  it('leveling: a secondary ability is chosen from the list, then learned for 3 EXP', async () => {
    setUiState({ levelMode: true });
    const character = mage(() => ({ exp: 5 }));
    const { user } = renderSheet(<AbilitiesTab />, character, 'skills');
    const [talents] = screen.getAllByLabelText('Sekundäre Fähigkeit lernen (mit Erlaubnis der Spielleitung)');
    await user.selectOptions(talents!, 'Zechen');
    await user.click(within(row('abilities-carousing')).getByRole('button', { name: 'Zechen lernen für 3 EXP' }));
    await user.click(await screen.findByRole('button', { name: 'Für 3 EXP kaufen' }));
    expect(saved(character.id).abilities.talents.carousing).toBe(1);
    expect(saved(character.id).exp).toBe(2);
  });
});

describe('the Mage backgrounds', () => {
  afterEach(() => setUiState({ levelMode: false }));

  it('lists the backgrounds the mage has, or "Keine."', () => {
    renderSheet(<BackgroundsCard />, mage(() => ({ backgrounds: { avatar: 3 } })), 'traits');
    expect(within(row('background-avatar')).getByText('Avatar')).toBeTruthy();
    expect(within(row('background-avatar')).getByRole('img', { name: '3 von 5' })).toBeTruthy();
    renderSheet(<BackgroundsCard />, mage(), 'traits');
    expect(screen.getByText('Keine.')).toBeTruthy();
  });

  it('a technocrat sees the Union’s name for a background', () => {
    renderSheet(<BackgroundsCard />, mage(() => ({ allianceType: 'technocraticUnion', backgrounds: { avatar: 2 } })), 'traits');
    expect(within(row('background-avatar')).getByText('Genius')).toBeTruthy();
  });

  it('leveling: a new background is picked, learned for 3 EXP, and the storyteller note is shown', async () => {
    setUiState({ levelMode: true });
    const character = mage(() => ({ exp: 3 }));
    const { user } = renderSheet(<BackgroundsCard />, character, 'traits');
    expect(screen.getByText(/Sie mit EXP zu kaufen ist eine optionale Regel/)).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Neuen Hintergrund lernen'), 'Verbündete');
    await user.click(within(row('background-allies')).getByRole('button', { name: 'Verbündete lernen für 3 EXP' }));
    await user.click(await screen.findByRole('button', { name: 'Für 3 EXP kaufen' }));
    expect(saved(character.id).backgrounds.allies).toBe(1);
  });
});

describe('the Mage tradition tab', () => {
  afterEach(() => setUiState({ levelMode: false }));

  it('shows the faction, its alliance and the affinity Sphere; Spheres with their rank and the Arete cap', () => {
    renderSheet(<TraditionTab />, mage((blank) => ({ organization: 'akashayana', affinitySphere: 'mind', arete: 3, spheres: { ...blank.spheres, mind: 2 } })), 'tradition');
    const faction = screen.getByRole('region', { name: 'Fraktion' });
    expect(within(faction).getByRole('heading', { name: 'Akashayana' })).toBeTruthy();
    expect(within(faction).getByText('Rat der Neun Traditionen')).toBeTruthy();
    expect(screen.getByTestId('affinity').textContent).toBe('Affinitätssphäre: Gedanken');
    expect(screen.getByTestId('sphere-cap').textContent).toBe('Keine Sphäre kann über Arete (3) steigen.');
    const mind = row('sphere-mind');
    expect(within(mind).getByText('Affinität')).toBeTruthy();
    expect(within(mind).getByText('Lehrling')).toBeTruthy();
    expect(within(mind).getByRole('img', { name: '2 von 5' })).toBeTruthy();
  });

  it('a mage without a faction says so', () => {
    renderSheet(<TraditionTab />, mage(), 'tradition');
    expect(screen.getByRole('heading', { name: 'Keine Fraktion' })).toBeTruthy();
  });

  it.each([
    ['the affinity Sphere', 'mind', 'Gedanken steigern für 14 EXP'],
    ['another Sphere', 'time', 'Zeit steigern für 16 EXP'],
  ])('leveling: %s costs its own price per dot', (_, sphere, label) => {
    setUiState({ levelMode: true });
    renderSheet(<TraditionTab />, mage((blank) => ({ affinitySphere: 'mind', arete: 3, spheres: { ...blank.spheres, [sphere]: 2 } })), 'tradition');
    expect(within(row(`sphere-${sphere}`)).getByRole('button', { name: label })).toBeTruthy();
    expect(within(row('sphere-forces')).getByRole('button', { name: 'Kräfte lernen für 10 EXP' })).toBeTruthy();
  });

  it('leveling: a Sphere at Arete is refused with the Mage reason', async () => {
    setUiState({ levelMode: true });
    const character = mage((blank) => ({ exp: 50, arete: 2, affinitySphere: 'mind', spheres: { ...blank.spheres, mind: 2 } }));
    const { user } = renderSheet(<TraditionTab />, character, 'tradition');
    await user.click(within(row('sphere-mind')).getByRole('button', { name: /^Gedanken steigern/ }));
    expect(await screen.findByText('Keine Sphäre kann über Arete steigen: Steigere zuerst Arete.')).toBeTruthy();
    expect(saved(character.id).spheres.mind).toBe(2);
  });

  it('typing the paradigm keeps it in the focus', async () => {
    const character = mage();
    const { user } = renderSheet(<TraditionTab />, character, 'tradition');
    await user.type(screen.getByLabelText('Paradigma'), 'Alles ist eins');
    expect(saved(character.id).focus.paradigm).toBe('Alles ist eins');
  });

  it('in English', async () => {
    await inEnglish();
    renderSheet(<TraditionTab />, mage((blank) => ({ arete: 2, spheres: { ...blank.spheres, mind: 1 } })), 'tradition');
    expect(screen.getByRole('region', { name: 'Spheres' })).toBeTruthy();
    expect(screen.getByTestId('sphere-cap').textContent).toMatch(/Arete \(2\)/);
  });
});
