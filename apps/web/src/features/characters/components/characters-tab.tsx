import { Placeholder } from '../../../components/ui/placeholder.tsx';

/** The characters tab of the main screen; its real content arrives with its own issue. */
export function CharactersTab() {
  return <Placeholder titleKey="main.tabs.characters" />;
}
