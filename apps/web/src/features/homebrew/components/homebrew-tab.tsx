import { Placeholder } from '../../../components/ui/placeholder.tsx';

/** The homebrew tab of the main screen; its real content arrives with its own issue. */
export function HomebrewTab() {
  return <Placeholder titleKey="main.tabs.homebrew" />;
}
