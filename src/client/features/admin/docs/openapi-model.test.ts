import { describe, expect, it } from 'vitest';
import { constraintsOf, filterEndpoints, nestedObject, readOpenApi, typeLabel } from './openapi-model';

const document = {
  openapi: '3.1.0',
  paths: {
    '/api/chat/sessions': {
      get: { tags: ['chat'], parameters: [{ name: 'q', in: 'query', schema: { type: 'string', maxLength: 200 } }], responses: { 200: { content: { 'application/json': { schema: { type: 'object' } } } } } },
      post: { tags: ['chat'], requestBody: { content: { 'application/json': { schema: { type: 'object', properties: { title: { type: 'string' } } } } } }, responses: {} },
    },
    '/api/admin/users/{id}/tokens': {
      post: {
        tags: ['admin'],
        summary: 'Grant or deduct tokens',
        parameters: [{ name: 'id', in: 'path', required: true, schema: { type: 'string' } }],
        requestBody: { content: { 'application/json': { schema: { type: 'object', required: ['amount'], properties: { amount: { type: 'integer' } } } } } },
        responses: { 200: { description: 'Default Response' } },
      },
    },
    '/api/health': { get: { responses: {} } },
  },
};

describe('readOpenApi', () => {
  it('groups operations by tag, in order, with their parameters, body and responses', () => {
    const groups = readOpenApi(document);
    expect(groups.map((g) => g.tag)).toEqual(['admin', 'chat', 'other']);
    const [tokens] = groups[0]!.endpoints;
    expect(tokens).toMatchObject({
      method: 'POST',
      path: '/api/admin/users/{id}/tokens',
      summary: 'Grant or deduct tokens',
      parameters: [{ name: 'id', in: 'path', required: true }],
      body: { required: ['amount'] },
      responses: [{ status: '200', schema: null }],
    });
    expect(groups[1]!.endpoints.map((e) => e.method)).toEqual(['GET', 'POST']);
    expect(new Set(groups.flatMap((g) => g.endpoints.map((e) => e.id))).size).toBe(4);
  });

  it('reads a document without paths as empty', () => {
    expect(readOpenApi({})).toEqual([]);
    expect(readOpenApi(null)).toEqual([]);
  });
});

describe('filterEndpoints', () => {
  const groups = readOpenApi(document);

  it('keeps endpoints matching every word, in any of method, path, area and summary', () => {
    expect(filterEndpoints(groups, 'post tokens').flatMap((g) => g.endpoints.map((e) => e.path))).toEqual(['/api/admin/users/{id}/tokens']);
    expect(filterEndpoints(groups, 'CHAT').map((g) => g.tag)).toEqual(['chat']);
    expect(filterEndpoints(groups, 'grant')[0]!.endpoints).toHaveLength(1);
  });

  it('keeps everything for an empty search and nothing for a miss', () => {
    expect(filterEndpoints(groups, '  ')).toBe(groups);
    expect(filterEndpoints(groups, 'invoices')).toEqual([]);
  });
});

describe('schemas', () => {
  it('labels types, unions, enums, arrays and maps', () => {
    expect(typeLabel({ type: 'string' })).toBe('string');
    expect(typeLabel({ anyOf: [{ type: 'object' }, { type: 'null' }] })).toBe('object | null');
    expect(typeLabel({ type: ['string', 'null'] })).toBe('string | null');
    expect(typeLabel({ type: 'string', enum: ['email', 'sms'] })).toBe('"email" | "sms"');
    expect(typeLabel({ type: 'array', items: { type: 'integer' } })).toBe('array of integer');
    expect(typeLabel({ type: 'object', additionalProperties: { type: 'number' } })).toBe('map of number');
    expect(typeLabel({})).toBe('any');
  });

  it('states the limits a value must keep', () => {
    expect(constraintsOf({ type: 'integer', minimum: -100_000_000, maximum: 100_000_000 })).toEqual(['-100,000,000 to 100,000,000']);
    expect(constraintsOf({ type: 'string', minLength: 3, maxLength: 300 })).toEqual(['3 to 300 characters']);
    expect(constraintsOf({ type: 'string', format: 'uuid', pattern: '^[0-9a-f-]+$' })).toEqual(['uuid']);
    expect(constraintsOf({ type: 'number', default: 25, maximum: 100 })).toEqual(['≤ 100', 'default 25']);
  });

  it('finds the fields to list under arrays and nullable objects', () => {
    const object = { type: 'object', properties: { id: { type: 'string' } } };
    expect(nestedObject({ type: 'array', items: object })).toBe(object);
    expect(nestedObject({ anyOf: [object, { type: 'null' }] })).toBe(object);
    expect(nestedObject({ type: 'string' })).toBeNull();
  });
});
