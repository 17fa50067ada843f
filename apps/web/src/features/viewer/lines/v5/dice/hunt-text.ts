import type { HuntResult, Prey } from '@vitae/core/v5';

type Translate = (key: string, values?: Record<string, unknown>) => string;

/**
 * The hunt calculator's explanation for the player: one sentence per rule that applied. The
 * calculator's bookkeeping of where the spec and the blood potency table disagree (`bp5TableRule`)
 * is for developers and stays out.
 */
export function huntReasonTexts(result: HuntResult, prey: Prey, t: Translate): string[] {
  return result.reasons
    .filter((reason) => reason !== 'bp5TableRule')
    .map((reason) =>
      t(`dice.hunt.reasons.${reason}`, {
        penalty: result.humanPenalty,
        threshold: result.drainThreshold ?? '',
        prey: t(`dice.hunt.preySubject.${prey}`),
        slaked: result.slaked,
      }),
    );
}
