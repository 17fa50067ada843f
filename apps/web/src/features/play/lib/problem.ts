import type { TFunction } from 'i18next';
import type { ErrorCode } from '@vitae/core/api';

/** A refusal as REST calls and socket acknowledgements both report it. */
export interface PlayFailure {
  /** 0: the server was not reached (REST only). */
  status?: number;
  code?: ErrorCode | string;
}

/**
 * The sentence a play screen shows for a refusal: the server's code in the app's language, never
 * the server's English message (that is for the log and the API's own readers).
 */
export function playProblem(t: TFunction, failure: PlayFailure): string {
  if (failure.status === 0) return t('play.offline');
  const key = `errors.codes.${failure.code ?? ''}`;
  if (failure.code && failure.code !== 'invalid_request' && failure.code !== 'server_error' && t(key, { defaultValue: '' }) !== '') return t(key);
  if (failure.code === 'invalid_request') return t('play.problem.invalid');
  return t('errors.unexpected');
}
