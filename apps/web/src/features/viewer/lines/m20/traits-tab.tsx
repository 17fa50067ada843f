import { BackgroundsCard } from './backgrounds-card.tsx';
import { MeritsCard } from './merits-card.tsx';
import { WondersCard } from './wonders-card.tsx';

/** Backgrounds, merits and flaws, and Wonders. */
export function TraitsTab() {
  return (
    <div className="stack">
      <BackgroundsCard />
      <MeritsCard />
      <WondersCard />
    </div>
  );
}
