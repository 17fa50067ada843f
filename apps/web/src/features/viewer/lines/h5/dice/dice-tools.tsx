import { RollPanel } from './roll-panel.tsx';

/** The dice of a hunter's sheet: the roll panel with desperation dice (calculators are Vampire's). */
export function DiceTools() {
  return <RollPanel />;
}
