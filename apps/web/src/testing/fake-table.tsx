/**
 * Test-only: a table the sheet's rolls go to (the play feature's `TableRollService` stand-in). It
 * records every spec and re-roll asked for and answers with the dice a test queues, as the server
 * would: the sheet must then show those dice, never its own.
 */
import { vi } from 'vitest';
import type { ReactNode } from 'react';
import type { TablePoolResult } from '@vitae/core/play';
import { TableRollServiceProvider, type TableRef, type TableRollAnswer, type TableRollService, type TableRollSpec } from '../components/table-roll.tsx';

/** `null`: the character sits at no table (the sheet rolls locally). */
export function fakeTable(at: TableRef | null = { id: 'b3c1f7a2-0000-4000-8000-000000000001', name: 'Freitagsrunde' }) {
  const table = at ?? undefined;
  const answers: TableRollAnswer[] = [];
  let nextMessageId = 100;
  const answer = () => answers.shift() ?? { ok: false as const, problem: 'no answer queued' };
  const service = {
    tableOf: vi.fn(async () => table),
    roll: vi.fn(async (_table: TableRef, _spec: TableRollSpec, _secret: boolean) => answer()),
    reroll: vi.fn(async (_table: TableRef, _messageId: number, _indices: readonly number[]) => answer()),
  } satisfies TableRollService;
  return {
    service,
    /** Queues the server's next roll: these dice, read as `result` says (line, outcome, …). */
    answerWith(result: Partial<TablePoolResult> & Pick<TablePoolResult, 'line' | 'normal'>) {
      answers.push({
        ok: true,
        messageId: nextMessageId++,
        result: { special: [], specialName: null, difficulty: null, successes: 0, outcome: 'totalFailure', notes: [], ...result },
      });
    },
    refuseWith(problem: string) {
      answers.push({ ok: false, problem });
    },
    wrap: (children: ReactNode) => <TableRollServiceProvider value={service}>{children}</TableRollServiceProvider>,
  };
}
