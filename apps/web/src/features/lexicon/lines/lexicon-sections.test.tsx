import { screen } from '@testing-library/react';
import { useTranslation } from 'react-i18next';
import { describe, expect, it } from 'vitest';
import { gameLines, type GameLine } from '@vitae/core';
import { renderInApp, testContent } from '../../../testing/render.tsx';
import { lexiconFor } from './index.ts';

function Sections<L extends GameLine>({ line }: { line: L }) {
  const lexicon = lexiconFor(line)!;
  const content = testContent().forLine(line, 'de-DE');
  return (
    <>
      {lexicon.sections.map(({ id, Component }) => (
        <section key={id}>
          <Component content={content} />
        </section>
      ))}
    </>
  );
}

function IndexProbe<L extends GameLine>({ line, onIndex }: { line: L; onIndex: (anchors: string[]) => void }) {
  const { t } = useTranslation();
  onIndex(lexiconFor(line)!.index(testContent().forLine(line, 'de-DE'), t).map((entry) => entry.anchor));
  return null;
}

describe.each(gameLines.filter((line) => lexiconFor(line) !== null))('the %s lexicon, through the registry', (line) => {
  it('every entry its search index names is on the page under that anchor', () => {
    let anchors: string[] = [];
    renderInApp(
      <>
        <Sections line={line} />
        <IndexProbe line={line} onIndex={(found) => (anchors = found)} />
      </>,
    );
    expect(anchors.length).toBeGreaterThan(10);
    const missing = anchors.filter((anchor) => !document.getElementById(anchor));
    expect(missing).toEqual([]);
    // Each anchor is one entry: a search hit never jumps to the wrong one.
    expect(new Set(anchors).size).toBe(anchors.length);
    expect(screen.getAllByRole('article').length + document.querySelectorAll('details').length).toBeGreaterThan(0);
  });
});
