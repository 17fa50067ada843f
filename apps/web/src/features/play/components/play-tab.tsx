import { Placeholder } from '../../../components/ui/placeholder.tsx';

/** The play tab of the main screen; its real content arrives with its own issue. */
export function PlayTab() {
  return <Placeholder titleKey="main.tabs.play" />;
}
