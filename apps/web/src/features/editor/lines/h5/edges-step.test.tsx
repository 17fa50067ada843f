import { screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { hunterOfCreed } from '../../../../testing/line-characters.ts';
import { renderStep } from '../../../../testing/wizard-step.tsx';

const edge = (name: string) => screen.getByRole('article', { name });
const take = (name: string) => within(edge(name)).getByRole('button', { name: `${name} nehmen` });
const picks = () => screen.getByRole('status').textContent;

describe('the Hunter edges step', () => {
  it('shows the core edges by category, with the creed’s suggestions marked, and asks for one', () => {
    const { problems } = renderStep('h5', 'edges', { character: hunterOfCreed('Gläubig', 'Schwur') });
    expect(screen.getAllByRole('heading', { level: 3 }).map((heading) => heading.textContent)).toEqual(['Ausstattung', 'Begabung', 'Gabe']);
    expect(picks()).toBe('Trümpfe: 0 · Verstärkungen: 0 · noch 3 zu wählen');
    expect(within(edge('Bibliothek')).getByText('vom Credo empfohlen')).toBeTruthy();
    // The faithful are pointed to every endowment, and to no asset but the library.
    expect(within(edge('Artefakt')).getByText('vom Credo empfohlen')).toBeTruthy();
    expect(within(edge('Arsenal')).queryByText('vom Credo empfohlen')).toBeNull();
    expect(screen.getByRole('article', { name: 'Überläufer' })).toBeTruthy();
    expect(screen.queryByRole('article', { name: 'Unnatürliche Veränderungen' })).toBeNull();
    expect(problems()).toEqual(['Wähle mindestens einen Trumpf.']);
  });

  it('two edges and a perk of one of them fill the picks; a third edge is refused with its reason', async () => {
    const { user, problems } = renderStep('h5', 'edges', { character: hunterOfCreed('Martialisch', 'Rache') });
    await user.click(take('Arsenal'));
    expect(within(edge('Arsenal')).getByRole('button', { name: 'Arsenal abgeben' }).getAttribute('aria-pressed')).toBe('true');
    expect(problems()).toEqual(['Nimm zwei Trümpfe und eine Verstärkung oder einen Trumpf und zwei Verstärkungen.']);
    await user.click(take('Flotte'));
    expect(picks()).toBe('Trümpfe: 2 · Verstärkungen: 0 · noch 1 zu wählen');
    expect(take('Sprengstoff')).toHaveProperty('disabled', true);
    expect(within(edge('Sprengstoff')).getByText('höchstens zwei Trümpfe')).toBeTruthy();
    await user.click(within(edge('Arsenal')).getByRole('checkbox', { name: /Exoten/ }));
    expect(picks()).toBe('Trümpfe: 2 · Verstärkungen: 1 · noch 0 zu wählen');
    expect(problems()).toEqual([]);
    // Nothing is left to choose: the other perks are locked, saying why.
    const other = within(edge('Flotte')).getByRole('checkbox', { name: /Panzerung/ });
    expect(other).toHaveProperty('disabled', true);
    expect(other.parentElement?.textContent).toContain('(keine Wahl mehr frei)');
  });

  it('a perk of an edge the hunter lacks cannot be ticked', () => {
    renderStep('h5', 'edges', { character: hunterOfCreed('Martialisch', 'Rache') });
    const perk = within(edge('Arsenal')).getByRole('checkbox', { name: /Exoten/ });
    expect(perk).toHaveProperty('disabled', true);
    expect(perk.parentElement?.textContent).toContain('(erst den Trumpf nehmen)');
  });

  it('giving an edge back frees its pick', async () => {
    const { user } = renderStep('h5', 'edges', { character: hunterOfCreed('Martialisch', 'Rache') });
    await user.click(take('Arsenal'));
    await user.click(within(edge('Arsenal')).getByRole('button', { name: 'Arsenal abgeben' }));
    expect(picks()).toBe('Trümpfe: 0 · Verstärkungen: 0 · noch 3 zu wählen');
  });

  it('supplement edges appear only on request, marked unverified; switching back drops them', async () => {
    const { user, draft } = renderStep('h5', 'edges', { character: hunterOfCreed('Untergrund', 'Neid') });
    // Turncoat is core per the reference (issue #46 item 18): offered without the switch.
    expect(within(edge('Überläufer')).queryByText('ungeprüft')).toBeNull();
    expect(screen.queryByRole('article', { name: 'Unnatürliche Veränderungen' })).toBeNull();
    await user.click(screen.getByLabelText('Ergänzungsbände zeigen (ungeprüft, mit der Spielleitung absprechen)'));
    expect(within(edge('Unnatürliche Veränderungen')).getAllByText('ungeprüft').length).toBeGreaterThan(0);
    await user.click(take('Unnatürliche Veränderungen'));
    expect(draft().character.edges.map((owned) => owned.id)).toEqual(['unnaturalChanges']);
    await user.click(screen.getByLabelText('Ergänzungsbände zeigen (ungeprüft, mit der Spielleitung absprechen)'));
    expect(screen.queryByRole('article', { name: 'Unnatürliche Veränderungen' })).toBeNull();
    expect(draft().character.edges).toEqual([]);
  });
});
