import { render, screen, within } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { LexiconEntry, LexiconFacts, LexiconGroup } from './lexicon-blocks.tsx';

describe('the Lexicon’s building blocks', () => {
  it('facts leave out what a power does not have, and show nothing when none is left', () => {
    const { container, rerender } = render(
      <LexiconFacts
        items={[
          ['Würfelvorrat', 'Geschick + Heimlichkeit'],
          ['Kosten', null],
          ['Dauer', ''],
          ['Stufe', 0],
        ]}
      />,
    );
    const terms = [...container.querySelectorAll('dt')].map((term) => term.textContent);
    expect(terms).toEqual(['Würfelvorrat', 'Stufe']);
    expect(container.querySelectorAll('dd')[1]?.textContent).toBe('0');
    rerender(<LexiconFacts items={[['Kosten', undefined]]} />);
    expect(container.querySelector('dl')).toBeNull();
  });

  it('an entry with an anchor can take the focus (a search jump); one without cannot', () => {
    render(
      <>
        <LexiconEntry anchor="lex-power" title="Blutschub" meta="Stufe 1">
          <p>Text</p>
        </LexiconEntry>
        <LexiconEntry title="Vorschau" />
      </>,
    );
    const [anchored, preview] = screen.getAllByRole('article');
    expect(anchored?.id).toBe('lex-power');
    expect(anchored?.tabIndex).toBe(-1);
    expect(within(anchored!).getByRole('heading', { name: 'Blutschub' })).toBeTruthy();
    expect(within(anchored!).getByText('Stufe 1').className).toBe('lexicon__meta');
    expect(preview?.hasAttribute('tabindex')).toBe(false);
    expect(preview?.querySelector('.lexicon__meta')).toBeNull();
  });

  it('a group is folded unless it is asked to be open', () => {
    const { container } = render(
      <>
        <LexiconGroup title="Brujah">x</LexiconGroup>
        <LexiconGroup title="Gangrel" open>
          y
        </LexiconGroup>
      </>,
    );
    expect([...container.querySelectorAll('details')].map((group) => group.open)).toEqual([false, true]);
    expect(container.querySelector('summary')?.textContent).toBe('Brujah');
  });
});
