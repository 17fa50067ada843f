import { useEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { EditorStep } from '@vitae/core';
import { useScrollEdges } from '../../../components/use-scroll-edges.ts';

/**
 * The wizard's steps by name: the current one marked, done ones ticked, and those a click can
 * reach (`reachable`) as links. On a phone the row scrolls sideways with the current step in
 * view; while it scrolls it takes the focus, so a keyboard can scroll it too.
 */
export function WizardProgress({ steps, current, reachable, onJump }: { steps: readonly EditorStep[]; current: number; reachable: ReadonlySet<EditorStep>; onJump: (step: EditorStep) => void }) {
  const { t } = useTranslation();
  const list = useRef<HTMLOListElement>(null);
  const edges = useScrollEdges(list);

  useEffect(() => {
    const element = list.current;
    const here = element?.querySelector<HTMLElement>('[aria-current="step"]');
    // Sideways only: the page itself stays where it is.
    if (element && here) element.scrollLeft = here.offsetLeft - element.offsetLeft - (element.clientWidth - here.offsetWidth) / 2;
  }, [current]);

  return (
    <ol ref={list} className="wizard__progress" aria-label={t('editor.progress')} tabIndex={edges.start || edges.end ? 0 : undefined}>
      {steps.map((name, i) => (
        <li key={name} aria-current={i === current ? 'step' : undefined} className={i < current ? 'wizard__progress--done' : undefined}>
          {reachable.has(name) ? (
            <button type="button" className="wizard__step-link" onClick={() => onJump(name)}>
              {t(`editor.steps.${name}`)}
            </button>
          ) : (
            t(`editor.steps.${name}`)
          )}
        </li>
      ))}
    </ol>
  );
}
