import type { ReactNode } from 'react';

/*
 * The Lexicon's building blocks, shared so other screens (the homebrew editors' preview) show
 * content exactly as the Lexicon does. Same markup and classes as the Lexicon's own parts.
 */

/** A titled block: a power, a ritual, an article. */
export function LexiconEntry({ anchor, title, meta, children }: { anchor?: string; title: ReactNode; meta?: ReactNode; children?: ReactNode }) {
  return (
    <article id={anchor} className="lexicon__entry" tabIndex={anchor ? -1 : undefined}>
      <h4>{title}</h4>
      {meta ? <p className="lexicon__meta">{meta}</p> : null}
      {children}
    </article>
  );
}

/** A collapsible group (one clan, one discipline); `open` shows it unfolded. */
export function LexiconGroup({ anchor, title, open, children }: { anchor?: string; title: ReactNode; open?: boolean; children: ReactNode }) {
  return (
    <details id={anchor} className="lexicon__group" open={open}>
      <summary>{title}</summary>
      <div className="lexicon__group-body">{children}</div>
    </details>
  );
}

/** "Würfelvorrat: … · Kosten: …" from the facts that exist. */
export function LexiconFacts({ items }: { items: Array<[label: string, value: ReactNode | null | undefined]> }) {
  const present = items.filter(([, value]) => value !== null && value !== undefined && value !== '');
  if (present.length === 0) return null;
  return (
    <dl className="lexicon__facts">
      {present.map(([label, value]) => (
        <div key={label}>
          <dt>{label}</dt>
          <dd>{value}</dd>
        </div>
      ))}
    </dl>
  );
}
