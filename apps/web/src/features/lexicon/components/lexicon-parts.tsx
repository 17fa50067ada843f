import type { ReactNode } from 'react';
import type { LexiconEntry as CustomEntry } from '@vitae/core/content';

/** A titled block the table of contents and the search can jump to. */
export function Entry({ anchor, title, meta, children }: { anchor: string; title: ReactNode; meta?: ReactNode; children?: ReactNode }) {
  return (
    <article id={anchor} className="lexicon__entry" tabIndex={-1}>
      <h4>{title}</h4>
      {meta ? <p className="lexicon__meta">{meta}</p> : null}
      {children}
    </article>
  );
}

/** A collapsible group (one clan, one discipline, …) that a jump opens. */
export function Group({ anchor, title, children }: { anchor: string; title: ReactNode; children: ReactNode }) {
  return (
    <details id={anchor} className="lexicon__group" tabIndex={-1}>
      <summary>{title}</summary>
      <div className="lexicon__group-body">{children}</div>
    </details>
  );
}

export function CustomArticle({ anchor, entry }: { anchor: string; entry: CustomEntry }) {
  return (
    <article id={anchor} className="lexicon__entry lexicon__article" tabIndex={-1}>
      <h3>{entry.title}</h3>
      {entry.subtitle ? <p className="lexicon__meta">{entry.subtitle}</p> : null}
      {entry.paragraphs.map((paragraph, index) => (
        <p key={index}>{paragraph}</p>
      ))}
      {(entry.lists ?? []).map((list, index) => (
        <ul key={index}>
          {list.map((item, itemIndex) => (
            <li key={itemIndex}>{item}</li>
          ))}
        </ul>
      ))}
    </article>
  );
}

/** "Würfelvorrat: … · Kosten: …" from the facts that exist. */
export function Facts({ items }: { items: Array<[label: string, value: ReactNode | null | undefined]> }) {
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
