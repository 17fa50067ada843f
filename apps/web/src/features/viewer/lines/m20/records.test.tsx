import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import type { StoredCharacter } from '@vitae/core/api';
import i18next from 'i18next';
import { addEnglishTexts } from '../../../../testing/language.ts';
import { current } from '../../../../testing/purchases.ts';
import { openCharacter, renderSheet } from '../../../../testing/render.tsx';
import { mageTextContext } from '../../../../components/lines/m20/labels.ts';
import { InfoDialog } from '../../components/info-dialog.tsx';
import { DiceTools } from './dice/dice-tools.tsx';
import { ProfileTab } from './profile-tab.tsx';
import { TraditionTab } from './tradition-tab.tsx';
import { TraitsTab } from './traits-tab.tsx';
import type { StoredMage } from './use-mage.ts';

const mage = (change: (blank: StoredMage) => Partial<StoredMage> = () => ({})): StoredCharacter =>
  openCharacter('m20', (blank) => ({ ...blank, ...change(blank as StoredMage) }) as StoredCharacter);
const saved = (id: string) => current(id) as StoredMage;

/** Everything a player reads or hears on the screen: texts, accessible names and select options. */
function wordsOnScreen(): string {
  const labels = [...document.querySelectorAll('[aria-label], [title]')].map((element) => `${element.getAttribute('aria-label') ?? ''} ${element.getAttribute('title') ?? ''}`);
  return `${document.body.textContent ?? ''} ${labels.join(' ')}`;
}

/** The whole sheet a mage sees: profile, tradition tab, backgrounds and Wonders, the dice with the open magick dialog. */
async function renderWholeSheet(character: StoredCharacter) {
  const { user } = renderSheet(
    <>
      <ProfileTab />
      <TraditionTab />
      <TraitsTab />
      <DiceTools />
    </>,
    character,
    'tradition',
  );
  await user.click(screen.getAllByRole('button', { name: /anwenden|wirken/ }).at(-1)!);
  await screen.findByRole('dialog');
  return wordsOnScreen();
}

const traditionWords = /\bArete\b|Quintessenz|Avatar|Magick/;
const technocracyWords = /Erleuchtung|Primärenergie|Genius|Verfahren|Konvent/;
const spheres = { correspondence: 0, entropy: 0, forces: 2, life: 0, matter: 0, mind: 0, prime: 1, spirit: 0, time: 0 };

describe('a Technocrat’s sheet speaks Technocracy', () => {
  it('a Technocrat reads Erleuchtung, Primärenergie, Genius and "Verfahren anwenden", never the Traditions’ words', async () => {
    const text = await renderWholeSheet(mage(() => ({ allianceType: 'technocraticUnion', arete: 2, spheres, backgrounds: { avatar: 2 }, quintessence: 2 })));
    expect(text).not.toMatch(traditionWords);
    for (const word of ['Erleuchtung', 'Primärenergie', 'Genius', 'Verfahren anwenden']) expect(text).toContain(word);
  });

  it('a Tradition mage reads Arete, Quintessenz, Avatar and "Magick wirken", no Technocracy words', async () => {
    const text = await renderWholeSheet(mage(() => ({ allianceType: 'traditionCouncil', arete: 2, spheres, backgrounds: { avatar: 2 }, quintessence: 2 })));
    expect(text).not.toMatch(technocracyWords);
    for (const word of ['Arete', 'Quintessenz', 'Avatar', 'Magick wirken']) expect(text).toContain(word);
  });

  it('a Technocrat’s experience history says Erleuchtung, Daten and Genius; a Tradition mage’s Arete, Korrespondenz and Avatar', async () => {
    const bought = (kind: string, ref: string, from: number, level: number, amount: number) => ({ id: `${kind}-${ref}`, at: '2025-03-01T20:00:00.000Z', kind: 'purchase', amount, purchase: { kind, ref, from, level }, before: {}, after: {} });
    const xpHistory = [bought('arete', 'arete', 2, 3, 16), bought('sphere', 'correspondence', 0, 1, 10), bought('background', 'avatar', 2, 3, 6)];
    const history = async (allianceType: StoredMage['allianceType']) => {
      const { unmount } = renderSheet(<InfoDialog open onClose={() => undefined} />, mage(() => ({ allianceType, arete: 3, spheres: { ...spheres, correspondence: 1 }, backgrounds: { avatar: 3 }, xpHistory }) as Partial<StoredMage>));
      const lines = (await screen.findAllByRole('listitem')).map((item) => item.textContent ?? '').filter((text) => text.includes(' für '));
      unmount();
      return lines.map((text) => text.replace(/^.* – /, ''));
    };
    expect(await history('technocraticUnion')).toEqual(['Genius 2 → 3 für 6 EXP', 'Daten 0 → 1 für 10 EXP', 'Erleuchtung 2 → 3 für 16 EXP']);
    expect(await history('traditionCouncil')).toEqual(['Avatar 2 → 3 für 6 EXP', 'Korrespondenz 0 → 1 für 10 EXP', 'Arete 2 → 3 für 16 EXP']);
  });

  it('the tab is "Konvent" for a Technocrat and "Tradition" for the others, in both languages', () => {
    const tab = (allianceType: StoredMage['allianceType'], language: string) =>
      i18next.getFixedT(language)(['m20.viewer.tabs.tradition', 'viewer.tabs.tradition'], { context: mageTextContext({ allianceType }) });
    addEnglishTexts();
    expect([tab('technocraticUnion', 'de-DE'), tab('traditionCouncil', 'de-DE'), tab('disparateAlliance', 'de-DE')]).toEqual(['Konvent', 'Tradition', 'Tradition']);
    expect([tab('technocraticUnion', 'en-US'), tab('traditionCouncil', 'en-US')]).toEqual(['Convention', 'Tradition']);
  });
});

describe('rotes on the tradition tab', () => {
  it('a rote is added with its Spheres and pool, and its cast button opens the magick roll with its highest Sphere', async () => {
    const character = mage(() => ({ arete: 3, spheres: { ...spheres, forces: 3 } }));
    const { user } = renderSheet(<TraditionTab />, character, 'tradition');
    await user.click(screen.getByRole('button', { name: 'Rote hinzufügen' }));
    const form = await screen.findByRole('dialog', { name: 'Rote hinzufügen' });
    await user.type(within(form).getByLabelText('Name'), 'Blitzschlag');
    await user.selectOptions(within(form).getByLabelText('Kräfte'), '3');
    await user.selectOptions(within(form).getByLabelText('Kern'), '1');
    await user.selectOptions(within(form).getByLabelText('Attribut'), 'Geschicklichkeit');
    await user.click(within(form).getByRole('button', { name: 'Hinzufügen' }));
    const [rote] = saved(character.id).rotes;
    expect(rote).toMatchObject({ name: 'Blitzschlag', spheres: { forces: 3, prime: 1 }, attribute: 'dexterity' });
    const card = screen.getByTestId(`rote-${rote!.id}`);
    expect(card.textContent).toContain('Kräfte 3, Kern 1');
    expect(card.textContent).toContain('Wurf: Geschicklichkeit');
    await user.click(within(card).getByRole('button', { name: '„Blitzschlag“ wirken' }));
    const dialog = await screen.findByRole('dialog', { name: 'Magick wirken' });
    expect(within(dialog).getByTestId('magick-rote').textContent).toContain('Blitzschlag');
    expect((within(dialog).getByLabelText('Höchste verwendete Sphäre') as HTMLSelectElement).value).toBe('forces');
    expect((within(dialog).getByLabelText('Rang des Effekts') as HTMLSelectElement).value).toBe('3');
  });

  it('a rote the mage lacks the Spheres for cannot be cast and says what is missing', () => {
    const rote = { id: 'r1', name: 'Zeitsprung', spheres: { time: 3, forces: 1 }, notes: '' };
    renderSheet(<TraditionTab />, mage(() => ({ arete: 3, spheres, rotes: [rote] })), 'tradition');
    const card = screen.getByTestId('rote-r1');
    expect((within(card).getByRole('button', { name: '„Zeitsprung“ wirken' }) as HTMLButtonElement).disabled).toBe(true);
    expect(card.textContent).toContain('Dafür fehlt: Zeit 3 (0)');
  });

  it('a form without a name or a Sphere is refused', async () => {
    const character = mage();
    const { user } = renderSheet(<TraditionTab />, character, 'tradition');
    await user.click(screen.getByRole('button', { name: 'Rote hinzufügen' }));
    await user.click(within(await screen.findByRole('dialog')).getByRole('button', { name: 'Hinzufügen' }));
    expect(screen.getByText('Bitte gib einen Namen ein.')).toBeTruthy();
    expect(screen.getByText('Gib mindestens einer Sphäre einen Rang.')).toBeTruthy();
    expect(saved(character.id).rotes).toEqual([]);
  });
});

describe('Resonance, Quiet and Seekings on the tradition tab', () => {
  it('Resonance: a Dynamic trait is added, described and rated', async () => {
    const character = mage();
    const { user } = renderSheet(<TraditionTab />, character, 'tradition');
    expect(screen.getByText('Bewegung, Wandel, Schöpfung und Leidenschaft.')).toBeTruthy();
    await user.selectOptions(screen.getByLabelText('Art'), 'Entropisch');
    await user.click(screen.getByRole('button', { name: 'Resonanz hinzufügen' }));
    await user.type(screen.getByLabelText('Beschreibung (z. B. feurig): Entropisch'), 'modrig');
    await user.selectOptions(screen.getByLabelText('Wert: Entropisch (modrig)'), '3');
    expect(saved(character.id).resonance).toEqual([expect.objectContaining({ kind: 'entropic', description: 'modrig', rating: 3 })]);
  });

  it('Quiet: raised, given a kind, and its 0–10 scale marked as a house rule', async () => {
    const character = mage();
    const { user } = renderSheet(<TraditionTab />, character, 'tradition');
    await user.click(screen.getByRole('button', { name: 'Stille +1' }));
    await user.click(screen.getByRole('button', { name: 'Stille +1' }));
    await user.selectOptions(screen.getByLabelText('Art der Stille'), 'Wahnsinn');
    expect(saved(character.id).quiet).toMatchObject({ rating: 2, kind: 'madness' });
    expect(screen.getByTestId('quiet').textContent).toContain('Stille 2 von 10');
    expect(screen.getByText(/Hausregel/)).toBeTruthy();
  });

  it('Seekings: an entry is added with its date and notes', async () => {
    const character = mage();
    const { user } = renderSheet(<TraditionTab />, character, 'tradition');
    await user.click(screen.getByRole('button', { name: 'Suche eintragen' }));
    await user.type(screen.getByLabelText('Wann'), 'Herbst 2003');
    await user.type(screen.getByLabelText('Was geschah'), 'Der Turm');
    expect(saved(character.id).seekings).toEqual([expect.objectContaining({ date: 'Herbst 2003', notes: 'Der Turm' })]);
  });
});
