import { useParams } from 'react-router';
import { ClanEditor } from '../../features/homebrew/components/clan-editor.tsx';
import { DisciplineEditor } from '../../features/homebrew/components/discipline-editor.tsx';
import { kindEditorOf } from '../../features/homebrew/lines/index.ts';
import { NotFoundRoute } from './not-found-route.tsx';

/** An id that is no whole number finds nothing, like an unknown one. */
const idOf = (raw: string | undefined) => (raw && /^\d{1,10}$/.test(raw) ? Number(raw) : 0);

/** /homebrew/discipline-editor/{id} and /homebrew/clan-editor/{id}: the id reaches the editor. */
export function DisciplineEditorRoute() {
  const { disciplineId } = useParams();
  return <DisciplineEditor key={disciplineId} id={idOf(disciplineId)} />;
}

export function ClanEditorRoute() {
  const { clanId } = useParams();
  return <ClanEditor key={clanId} id={idOf(clanId)} />;
}

/** /homebrew/edit/{kind}/{id}: the editor of another line's kind (a gift, a rite, …; issue #49 item 4). */
export function KindEditorRoute() {
  const { kind, itemId } = useParams();
  const Editor = kind ? kindEditorOf(kind) : undefined;
  if (!Editor) return <NotFoundRoute />;
  return <Editor key={`${kind}:${itemId}`} id={idOf(itemId)} />;
}
