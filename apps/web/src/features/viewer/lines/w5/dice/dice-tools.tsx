import { W5RollPanel } from './roll-panel.tsx';

/** The Werewolf's dice under every tab: the roll panel with Rage dice (Rage Checks, Harano and Hauglosk tests sit on the profile). */
export function W5DiceTools() {
  return <W5RollPanel />;
}
