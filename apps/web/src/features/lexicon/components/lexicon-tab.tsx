import { Placeholder } from '../../../components/ui/placeholder.tsx';

/** The lexicon tab of the main screen; its real content arrives with its own issue. */
export function LexiconTab() {
  return <Placeholder titleKey="main.tabs.lexicon" />;
}
