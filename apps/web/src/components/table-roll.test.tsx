import { render, screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { SendToTable, TableRollProvider, type TableRollSpec } from './table-roll.tsx';

const roll: TableRollSpec = { characterId: 'c1', label: 'Stärke + Handgemenge', pool: 6, specialDice: 2, difficulty: 3 };

function SendButton({ roll: spec }: { roll: TableRollSpec }) {
  return <button type="button">{`${spec.label}: ${spec.pool} (${spec.specialDice}) an den Tisch`}</button>;
}

describe('"an den Tisch senden" in a roll dialog', () => {
  it('a sheet outside a table shows nothing', () => {
    const { container } = render(<SendToTable roll={roll} />);
    expect(container.innerHTML).toBe('');
  });

  it('at a table, the shell’s button gets the roll the dialog would make', () => {
    render(
      <TableRollProvider value={SendButton}>
        <SendToTable roll={roll} />
      </TableRollProvider>,
    );
    expect(screen.getByRole('button').textContent).toBe('Stärke + Handgemenge: 6 (2) an den Tisch');
  });
});
