import { maxNameLength } from '../character/limits.ts';
import type { CreateAnswers, CreateOption } from './types.ts';

/** Highest generation the character schema keeps (thin-blooded 14th–16th included). */
export const maxGeneration = 16;

export type CreateAnswersField = 'name' | 'generation' | 'era' | 'books';
export type CreateAnswersProblem = 'required' | 'too_long' | 'out_of_range' | 'unknown';

/**
 * What is wrong with the create dialog's answers, per field (empty = the line may start from
 * them). `asks` are the questions of the line (`creation.asks`); `eras` its known eras.
 */
export function createAnswersProblems(answers: CreateAnswers, asks: readonly CreateOption[], eras: readonly string[] = []): Partial<Record<CreateAnswersField, CreateAnswersProblem>> {
  const problems: Partial<Record<CreateAnswersField, CreateAnswersProblem>> = {};
  const name = answers.name.trim();
  if (!name) problems.name = 'required';
  else if (name.length > maxNameLength) problems.name = 'too_long';
  if (asks.includes('generation') && answers.generation !== undefined && (!Number.isInteger(answers.generation) || answers.generation < 0 || answers.generation > maxGeneration)) problems.generation = 'out_of_range';
  if (asks.includes('era') && answers.era !== undefined && eras.length > 0 && !eras.includes(answers.era)) problems.era = 'unknown';
  if (answers.books.some((book) => !Number.isInteger(book) || book < 0 || book > 1_000_000) || answers.books.length > 100) problems.books = 'out_of_range';
  return problems;
}
