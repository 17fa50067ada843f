import { useParams } from 'react-router';
import { Placeholder } from '../../components/ui/placeholder.tsx';

/** /homebrew/discipline-editor/{id} and /homebrew/clan-editor/{id}: the id reaches the editor. */
export function DisciplineEditorRoute() {
  const { disciplineId } = useParams();
  return <Placeholder titleKey="homebrew.disciplineEditor" values={{ id: disciplineId ?? '' }} />;
}

export function ClanEditorRoute() {
  const { clanId } = useParams();
  return <Placeholder titleKey="homebrew.clanEditor" values={{ id: clanId ?? '' }} />;
}
