import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';
import { HttpError } from '../errors.ts';

/**
 * Deepest JSON the server reads. Characters and homebrew are about ten levels deep; anything far
 * deeper is an attack on the parser or on PostgreSQL's own stack, so it is refused before parsing.
 */
export const maxJsonDepth = 64;

export type TextProblem = { path: string; problem: 'nul' | 'surrogate' | 'depth' };

const problemText: Record<TextProblem['problem'], string> = {
  nul: 'contains a NUL character (\\u0000), which cannot be stored',
  surrogate: 'contains half of a UTF-16 surrogate pair, which is not valid text',
  depth: `is nested deeper than ${maxJsonDepth} levels`,
};

/** The error a client gets for a refused text or nesting, naming where it is. */
export function textProblemError(found: TextProblem): HttpError {
  return new HttpError(400, `invalid request: ${found.path}: ${problemText[found.problem]}`, found.problem === 'depth' ? 'too_deep' : 'invalid_text');
}

/** `String.prototype.isWellFormed` is in Node 20 but not yet in TypeScript's ES2022 library. */
type WellFormedCheck = { isWellFormed(): boolean };

function stringProblem(value: string): 'nul' | 'surrogate' | undefined {
  if (value.includes('\0')) return 'nul';
  return (value as string & WellFormedCheck).isWellFormed() ? undefined : 'surrogate';
}

function pathOf(parent: string, key: string | number): string {
  if (typeof key === 'number') return `${parent}[${key}]`;
  return /^[A-Za-z_$][\w$]*$/.test(key) ? `${parent}.${key}` : `${parent}[${JSON.stringify(key)}]`;
}

/**
 * The first string (value or key) holding a NUL or a lone surrogate, or the first place nested
 * deeper than `maxDepth`, in any JSON-like value. Iterative, so no input can overflow the stack.
 */
export function findTextProblem(value: unknown, root: string, maxDepth = maxJsonDepth): TextProblem | undefined {
  const stack: Array<{ value: unknown; path: string; depth: number }> = [{ value, path: root, depth: 0 }];
  while (stack.length > 0) {
    const current = stack.pop()!;
    if (typeof current.value === 'string') {
      const problem = stringProblem(current.value);
      if (problem) return { path: current.path, problem };
      continue;
    }
    if (typeof current.value !== 'object' || current.value === null) continue;
    if (current.depth >= maxDepth) return { path: current.path, problem: 'depth' };
    if (Array.isArray(current.value)) {
      for (let index = current.value.length - 1; index >= 0; index -= 1) {
        stack.push({ value: current.value[index], path: pathOf(current.path, index), depth: current.depth + 1 });
      }
      continue;
    }
    const entries = Object.entries(current.value);
    for (let index = entries.length - 1; index >= 0; index -= 1) {
      const [key, child] = entries[index]!;
      const keyProblem = stringProblem(key);
      if (keyProblem) return { path: `${current.path} (a key)`, problem: keyProblem };
      stack.push({ value: child, path: pathOf(current.path, key), depth: current.depth + 1 });
    }
  }
  return undefined;
}

/**
 * How deep the JSON text nests, stopping as soon as it passes `limit`: a linear scan that skips
 * strings, so a 5 MB body of brackets is refused in milliseconds instead of being built first.
 */
export function jsonDepthExceeds(text: string, limit: number): boolean {
  let depth = 0;
  let inString = false;
  for (let index = 0; index < text.length; index += 1) {
    const char = text.charCodeAt(index);
    if (inString) {
      if (char === 92 /* \ */) index += 1;
      else if (char === 34 /* " */) inString = false;
    } else if (char === 34) {
      inString = true;
    } else if (char === 123 /* { */ || char === 91 /* [ */) {
      depth += 1;
      if (depth > limit) return true;
    } else if (char === 125 /* } */ || char === 93 /* ] */) {
      depth -= 1;
    }
  }
  return false;
}

declare module 'fastify' {
  interface FastifyRequest {
    /** Size of the JSON body as received, in bytes (0 without a body). */
    bodyBytes: number;
  }
}

/**
 * One mechanism for every route: JSON bodies are depth-checked before parsing and parsed without
 * prototype poisoning; then body, query and route parameters are refused with a 400 naming the
 * field when any text holds a NUL or a lone surrogate (PostgreSQL cannot store the one, and JSONB
 * refuses the other, which used to surface as a 500).
 */
export function registerInputGuard(app: FastifyInstance): void {
  app.decorateRequest('bodyBytes', 0);
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (request, body, done) => {
    const text = body as string;
    request.bodyBytes = Buffer.byteLength(text);
    if (text.length === 0) {
      const error = new HttpError(400, 'the request body is empty but should be JSON', 'invalid_request');
      return done(error, undefined);
    }
    if (jsonDepthExceeds(text, maxJsonDepth)) return done(textProblemError({ path: 'body', problem: 'depth' }), undefined);
    try {
      return done(null, secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' }));
    } catch {
      return done(new HttpError(400, 'the request body is not valid JSON', 'invalid_request'), undefined);
    }
  });

  app.addHook('preValidation', async (request) => {
    const found =
      findTextProblem(request.params, 'params') ?? findTextProblem(request.query, 'query') ?? findTextProblem(request.body, 'body');
    if (found) throw textProblemError(found);
  });
}
