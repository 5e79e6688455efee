import { z } from 'zod';
import { callUrl } from '@travel/contracts/platform/define-call';
import type { Binding } from './handler';

const envelope = (data: object) => ({
  type: 'object',
  required: ['resultCode', 'description', 'data'],
  properties: {
    resultCode: { type: 'string', description: '"0" on success, else the error code' },
    description: { type: 'string', description: 'message in the caller language' },
    data,
  },
});

const errorResponse = (description: string) => ({
  description,
  content: { 'application/json': { schema: envelope({}) } },
});

function jsonSchema(schema: z.ZodType, io: 'input' | 'output'): object {
  const { $schema: _ignored, ...rest } = z.toJSONSchema(schema, { io, unrepresentable: 'any' }) as Record<string, unknown>;
  return rest;
}

/** The OpenAPI document, generated from the same contracts the server validates with. */
export function buildOpenApi(bindings: Binding[]): object {
  const paths: Record<string, object> = {};
  for (const { def } of bindings) {
    const variants: Array<[string, boolean]> = [[callUrl(def), false]];
    if (def.bg) variants.push([callUrl(def, true), true]);
    for (const [url, bg] of variants) {
      const input = jsonSchema(def.input, 'input') as { properties?: Record<string, object>; required?: string[] };
      const body = bg
        ? {
            ...input,
            type: 'object',
            properties: {
              enterpriseId: { type: 'string' },
              memberId: { type: 'string', description: 'the member acted for' },
              ...(input.properties ?? {}),
            },
            required: ['enterpriseId', ...(input.required ?? [])],
          }
        : input;
      const parameters = def.write
        ? [{ name: 'Idempotency-Key', in: 'header', required: false, schema: { type: 'string' }, description: 'same key and body return the first answer' }]
        : [];
      paths[url] = {
        post: {
          tags: [bg ? `bg/${def.service}` : def.service],
          summary: def.summary,
          operationId: url.replace(/^\/api\//, '').replace(/[^a-zA-Z0-9]+/g, '_'),
          security: def.auth === 'public' && !bg ? [] : [{ session: [] }],
          parameters: [
            { name: 'Accept-Language', in: 'header', required: false, schema: { type: 'string', example: 'en' } },
            ...parameters,
          ],
          requestBody: { required: true, content: { 'application/json': { schema: body } } },
          responses: {
            200: def.file
              ? { description: 'the file (an attachment), or a business refusal', content: { 'application/octet-stream': { schema: { type: 'string', format: 'binary' } }, 'application/json': { schema: envelope({}) } } }
              : { description: 'success or a business refusal', content: { 'application/json': { schema: envelope(jsonSchema(def.output, 'output')) } } },
            400: errorResponse('PARAM_ERROR: data.issues lists each field'),
            401: errorResponse('NOT_LOGIN'),
            403: errorResponse('NO_PERMISSION or CSRF_FAILED'),
            429: errorResponse('TOO_MANY_REQUESTS'),
            500: errorResponse('SYSTEM_BUSY'),
          },
        },
      };
    }
  }
  return {
    openapi: '3.1.0',
    info: {
      title: 'Corporate travel platform API',
      version: '0.1.0',
      description:
        'Every call is POST with a JSON body and answers {resultCode, description, data}. Log in with auth/login; ' +
        'cookie-authenticated calls must send the csrf_token cookie value in the x-csrf-token header.',
    },
    components: {
      securitySchemes: { session: { type: 'apiKey', in: 'cookie', name: 'sid' } },
    },
    paths,
  };
}
