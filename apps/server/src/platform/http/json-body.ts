import type { FastifyInstance } from 'fastify';
import secureJson from 'secure-json-parse';
import { ErrorCode } from '@travel/contracts/platform/error-codes';
import { AppError } from '../errors';

/** No call's input nests deeper than this; deeper bodies are refused before anything walks them recursively. */
export const MAX_BODY_DEPTH = 32;

const refuse = (code: string, message: string) => new AppError(ErrorCode.PARAM_ERROR, {}, { issues: [{ path: '', code, message }] });

/** The depth of the deepest array or object in a parsed JSON value, walked without recursion, stopping past `limit`. */
export function depthOf(value: unknown, limit = MAX_BODY_DEPTH): number {
  let deepest = 0;
  const stack: Array<[unknown, number]> = [[value, 0]];
  while (stack.length > 0) {
    const [node, depth] = stack.pop()!;
    if (node === null || typeof node !== 'object') continue;
    deepest = Math.max(deepest, depth + 1);
    if (deepest > limit) return deepest;
    for (const child of Object.values(node)) stack.push([child, depth + 1]);
  }
  return deepest;
}

/**
 * JSON bodies: an empty body means {} (calls without parameters may post nothing); `__proto__` and
 * `constructor.prototype` keys and bodies nested past MAX_BODY_DEPTH answer 400 PARAM_ERROR.
 */
export function registerJsonBody(app: FastifyInstance): void {
  app.removeContentTypeParser('application/json');
  app.addContentTypeParser('application/json', { parseAs: 'string' }, (_req, body, done) => {
    const text = typeof body === 'string' ? body : body.toString('utf8');
    if (text.trim() === '') return done(null, {});
    let parsed: unknown;
    try {
      parsed = secureJson.parse(text, undefined, { protoAction: 'error', constructorAction: 'error' });
    } catch (err) {
      const forbidden = err instanceof SyntaxError && err.message.includes('forbidden prototype');
      return done(forbidden ? refuse('forbidden_key', 'validation.forbiddenKey') : refuse('invalid_json', 'validation.invalidJson'), undefined);
    }
    if (depthOf(parsed) > MAX_BODY_DEPTH) return done(refuse('too_deep', 'validation.tooDeep'), undefined);
    done(null, parsed);
  });
}
