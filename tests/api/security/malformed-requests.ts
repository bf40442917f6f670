import fc from 'fast-check';
import { z } from 'zod';
import type { RouteEntry } from '../../../src/server/http/route-table';

/** Malformed requests generated from a route's own zod schemas (as JSON Schema), for the malformed-input suite. */

type Node = Record<string, unknown>;
/** Real values for fields of a given name (ids the test created, catalogue ids), so some requests reach deep. */
export type Hints = Record<string, readonly unknown[]>;

export interface Probe {
  method: string;
  /** Already percent-encoded, exactly as sent. */
  path: string;
  query: string;
  contentType?: string;
  body?: string;
}

export function jsonSchemaOf(schema: unknown): Node | null {
  if (schema instanceof z.ZodType) return z.toJSONSchema(schema, { io: 'input', unrepresentable: 'any' }) as Node;
  return typeof schema === 'object' && schema !== null ? (schema as Node) : null;
}

const nest = (depth: number): unknown => {
  let value: unknown = 'bottom';
  for (let i = 0; i < depth; i += 1) value = i % 2 ? [value] : { a: value };
  return value;
};

/** Values no field expects: wrong types, NUL, lone surrogates, bidi marks, huge strings, odd numbers, nesting. */
export const badValue: fc.Arbitrary<unknown> = fc.oneof(
  fc.constantFrom(
    null, true, false, 0, -1, -0.5, 1.5, 1e308, -1e308, 2 ** 53 + 1, '', ' ', '\u0000', 'nul\u0000byte', '\uD800',
    'a\uDFFFb', '\u202Eevil\u202C', '\u200F\u200E', '\uFEFF', '١٢٣', 'NaN', '-1', '1e309', '__proto__', '{}', [], {}, [null],
    'x'.repeat(5_000), 'x'.repeat(60_000), '\uD83D'.repeat(1_000),
  ),
  fc.string({ unit: 'binary', maxLength: 40 }),
  fc.double(),
  fc.integer({ min: 2, max: 90 }).map(nest),
  fc.jsonValue({ maxDepth: 3 }),
);

interface Context {
  root: Node;
  hints: Hints;
  depth: number;
}

function resolve(node: Node, ctx: Context): Node {
  const ref = node.$ref;
  if (typeof ref !== 'string' || !ref.startsWith('#/')) return node;
  let target: unknown = ctx.root;
  for (const part of ref.slice(2).split('/')) target = (target as Node)[part];
  return (target as Node) ?? {};
}

function stringArb(node: Node): fc.Arbitrary<string> {
  const min = Number(node.minLength ?? 0);
  const max = Math.min(Number(node.maxLength ?? min + 16), min + 16);
  if (node.format === 'uuid') return fc.uuid();
  if (node.format === 'email') return fc.emailAddress().filter((value) => value.length <= Number(node.maxLength ?? 254));
  if (node.format === 'date') return fc.constantFrom('2024-02-29', '2025-01-31');
  if (node.format === 'date-time') return fc.constantFrom('2025-01-31T10:00:00.000Z');
  if (typeof node.pattern === 'string') return fc.stringMatching(new RegExp(node.pattern), { maxLength: Math.max(max, 64) });
  return fc.string({ minLength: min, maxLength: max });
}

/** Values the schema accepts (close enough: some refinements are not in JSON Schema). */
function validArb(raw: Node, ctx: Context, name?: string): fc.Arbitrary<unknown> {
  const node = resolve(raw, ctx);
  const inner = { ...ctx, depth: ctx.depth + 1 };
  const base = ((): fc.Arbitrary<unknown> => {
    if (ctx.depth > 8) return fc.constant(null);
    if ('const' in node) return fc.constant(node.const);
    if (Array.isArray(node.enum)) return fc.constantFrom(...(node.enum as unknown[]));
    const alternatives = (node.anyOf ?? node.oneOf) as Node[] | undefined;
    if (alternatives) return fc.oneof(...alternatives.map((alt) => validArb(alt, inner, name)));
    if (Array.isArray(node.allOf)) return validArb(node.allOf[0] as Node, inner, name);
    const type = Array.isArray(node.type) ? node.type[0] : node.type;
    switch (type) {
      case 'string': return stringArb(node);
      case 'integer': {
        const min = Math.max(Number(node.minimum ?? (node.exclusiveMinimum !== undefined ? Number(node.exclusiveMinimum) + 1 : -1e6)), -1e9);
        return fc.integer({ min, max: Math.min(Number(node.maximum ?? 1e6), min + 1e6) });
      }
      case 'number': return fc.double({ min: Number(node.minimum ?? -1e6), max: Number(node.maximum ?? 1e6), noNaN: true });
      case 'boolean': return fc.boolean();
      case 'null': return fc.constant(null);
      case 'array': {
        const minLength = Number(node.minItems ?? 0);
        const items = node.items ? validArb(node.items as Node, inner) : fc.jsonValue({ maxDepth: 1 });
        return fc.array(items, { minLength, maxLength: Math.min(Number(node.maxItems ?? minLength + 3), minLength + 3) });
      }
      case 'object': {
        const properties = (node.properties ?? {}) as Record<string, Node>;
        const model = Object.fromEntries(Object.entries(properties).map(([key, value]) => [key, validArb(value, inner, key)]));
        const record = fc.record(model, { requiredKeys: (node.required ?? []) as string[] });
        const extra = node.additionalProperties;
        if (typeof extra !== 'object' || extra === null) return record;
        const keys = node.propertyNames ? (validArb(node.propertyNames as Node, inner) as fc.Arbitrary<string>) : fc.string({ maxLength: 12 });
        const dictionary = fc.dictionary(keys, validArb(extra as Node, inner), { maxKeys: 4 });
        return fc.tuple(record, dictionary).map(([fixed, more]) => ({ ...more, ...fixed }));
      }
      default: return fc.jsonValue({ maxDepth: 2 });
    }
  })();
  const hinted = name ? ctx.hints[name] : undefined;
  return hinted?.length ? fc.oneof(fc.constantFrom(...hinted), base) : base;
}

type Path = Array<string | number>;
function pathsIn(value: unknown, prefix: Path = [], out: Path[] = []): Path[] {
  out.push(prefix);
  if (typeof value === 'object' && value !== null && prefix.length < 12) {
    for (const [key, child] of Object.entries(value)) pathsIn(child, [...prefix, Array.isArray(value) ? Number(key) : key], out);
  }
  return out;
}

type Mutation = 'replace' | 'delete' | 'extra' | 'whole' | 'none';
/** An extra member: a key on an object, one more item in an array (a key such as `length` would break the array itself). */
function addExtra(container: object, key: string, bad: unknown) {
  if (Array.isArray(container)) container.push(bad);
  else (container as Node)[key] = bad;
}
function mutate(value: unknown, mutation: Mutation, pick: number, bad: unknown, extraKey: string): unknown {
  if (mutation === 'none') return value;
  if (mutation === 'whole') return bad;
  const copy = structuredClone(value) as unknown;
  const containers = pathsIn(copy).filter((path) => mutation !== 'delete' || path.length > 0);
  if (containers.length === 0) return bad;
  const path = containers[pick % containers.length]!;
  if (path.length === 0) {
    if (mutation === 'extra' && typeof copy === 'object' && copy !== null) addExtra(copy, extraKey, bad);
    return mutation === 'replace' ? bad : copy;
  }
  let parent = copy as Node;
  for (const key of path.slice(0, -1)) parent = parent[key] as Node;
  const last = path[path.length - 1]!;
  if (mutation === 'replace') parent[last] = bad;
  else if (mutation === 'delete') delete parent[last];
  else if (typeof parent[last] === 'object' && parent[last] !== null) addExtra(parent[last] as object, extraKey, bad);
  else parent[last] = { [extraKey]: bad };
  return copy;
}

/** A value the schema nearly accepts, with one thing wrong (or, sometimes, nothing: the handler must cope too). */
export function malformedArb(node: Node | null, hints: Hints): fc.Arbitrary<unknown> {
  const valid = node ? validArb(node, { root: node, hints, depth: 0 }) : fc.jsonValue({ maxDepth: 2 });
  const mutation = fc.constantFrom<Mutation>('replace', 'replace', 'delete', 'extra', 'whole', 'none');
  return fc
    .tuple(valid, mutation, fc.nat(), badValue, fc.oneof(fc.string({ maxLength: 8 }), fc.constantFrom('__proto__', 'constructor')))
    .map(([value, kind, pick, bad, key]) => mutate(value, kind, pick, bad, key));
}

/** Percent-encodes what `encodeURIComponent` refuses (lone surrogates) as the raw bytes a client could send. */
export function encode(text: string): string {
  try {
    return encodeURIComponent(text);
  } catch {
    return [...text].map((char) => (/[\uD800-\uDFFF]/.test(char) ? '%ED%A0%80' : encodeURIComponent(char))).join('');
  }
}

const b64 = (text: string) => Buffer.from(text).toString('base64url');

/**
 * Page cursors a client could craft (issue #41): the server's own form, base64url of "time|id", with what PostgreSQL
 * refuses inside it, or not base64 at all. Each is already percent-encoded.
 */
export const badCursors = [
  b64('2026-01-01T00:00:00.000Z|abc\u0000def'),
  encodeURIComponent('!!!not+base64/=='),
  b64('-100000-01-01T00:00:00.000Z|00000000-0000-0000-0000-000000000000'),
  b64('+275760-09-13T00:00:00.000Z|abc'),
  b64('0000-01-01T00:00:00.000Z|abc'),
  b64(`2026-01-01T00:00:00.000Z|${'a'.repeat(150)}`),
  'A'.repeat(5_000),
];

/** Days at and past the ends of what PostgreSQL and a report's arithmetic (the day after `to`) can take. */
export const badReportDays = ['0000-01-01', '9999-12-31', '-000001-01-01', '%2B010000-01-01', '1969-12-31'];

const FORM_BOUNDARY = 'q41';

/** A multipart body of the given parts (each its headers, then its content), closed unless `open`. */
function formBody(parts: Array<[headers: string, content: string]>, { open = false } = {}): string {
  const body = parts.map(([headers, content]) => `--${FORM_BOUNDARY}\r\n${headers}\r\n\r\n${content}\r\n`).join('');
  return open ? body : `${body}--${FORM_BOUNDARY}--\r\n`;
}

const fileHead = (name: string) => `Content-Disposition: form-data; name="file"; filename="${name}"\r\nContent-Type: text/plain`;
const fieldHead = (name: string) => `Content-Disposition: form-data; name="${name}"`;

/**
 * Multipart bodies a client could send to a route that reads a form (issue #41: a file part without a file name
 * answered 500): each is malformed, and each must be answered 400 with the error envelope.
 */
export const formQuirks: Array<{ quirk: string; contentType: string; body: string }> = [
  ['a file part without a file name', `multipart/form-data; boundary=${FORM_BOUNDARY}`, formBody([['Content-Disposition: form-data; name="file"\r\nContent-Type: application/octet-stream', 'Some words.']])],
  ['no boundary in the content type', 'multipart/form-data', formBody([[fileHead('a.txt'), 'Some words.']])],
  ['an empty boundary', 'multipart/form-data; boundary=', formBody([[fileHead('a.txt'), 'Some words.']])],
  ['a boundary the body does not use', 'multipart/form-data; boundary=other', formBody([[fileHead('a.txt'), 'Some words.']])],
  ['a body cut before its closing boundary', `multipart/form-data; boundary=${FORM_BOUNDARY}`, formBody([[fileHead('a.txt'), 'Some words.']], { open: true })],
  ['only the closing boundary', `multipart/form-data; boundary=${FORM_BOUNDARY}`, `--${FORM_BOUNDARY}--\r\n`],
  ['an empty body', `multipart/form-data; boundary=${FORM_BOUNDARY}`, ''],
  ['a part without Content-Disposition', `multipart/form-data; boundary=${FORM_BOUNDARY}`, formBody([['Content-Type: text/plain', 'Some words.']])],
  ['a part header without a colon', `multipart/form-data; boundary=${FORM_BOUNDARY}`, formBody([['Content-Disposition form-data', 'Some words.']])],
  ['two files', `multipart/form-data; boundary=${FORM_BOUNDARY}`, formBody([[fileHead('a.txt'), 'One.'], [fileHead('b.txt'), 'Two.']])],
  ['the file in another field', `multipart/form-data; boundary=${FORM_BOUNDARY}`, formBody([['Content-Disposition: form-data; name="upload"; filename="a.txt"\r\nContent-Type: text/plain', 'Some words.']])],
  ['more fields than a form takes', `multipart/form-data; boundary=${FORM_BOUNDARY}`, formBody([...Array.from({ length: 6 }, (_, i): [string, string] => [fieldHead(`f${i}`), 'x']), [fileHead('a.txt'), 'Some words.']])],
  ['a field past its length', `multipart/form-data; boundary=${FORM_BOUNDARY}`, formBody([[fieldHead('title'), 'x'.repeat(5_000)], [fileHead('a.txt'), 'Some words.']])],
  ['a NUL in a field', `multipart/form-data; boundary=${FORM_BOUNDARY}`, formBody([[fieldHead('title'), 'a\u0000b'], [fileHead('a.txt'), 'Some words.']])],
  ['a NUL in the file name', `multipart/form-data; boundary=${FORM_BOUNDARY}`, formBody([[fileHead('a\u0000b.txt'), 'Some words.']])],
  ['an encoded NUL in the file name', `multipart/form-data; boundary=${FORM_BOUNDARY}`, formBody([[`Content-Disposition: form-data; name="file"; filename*=UTF-8''a%00b.txt\r\nContent-Type: text/plain`, 'Some words.']])],
].map(([quirk, contentType, body]) => ({ quirk: quirk!, contentType: contentType!, body: body! }));

/**
 * Forms that are odd but not wrong: a file name past the storage limit (cut at a character, never inside an emoji),
 * empty, encoded as RFC 5987 says or naming half a character; a matter id that names no matter. Each is stored, or
 * refused with the error envelope, never answered 5xx.
 */
export const formOddities: Array<{ quirk: string; contentType: string; body: string }> = [
  ['a name of 300 characters cut inside an emoji at 255', `${'a'.repeat(254)}😀${'b'.repeat(44)}.txt`],
  ['an empty file name', ''],
  ['a name of only spaces', '   '],
].map(([quirk, name]) => ({ quirk: quirk!, contentType: `multipart/form-data; boundary=${FORM_BOUNDARY}`, body: formBody([[fileHead(name!), 'Some words.']]) }))
  .concat([{
    quirk: 'a matter id that names no matter',
    contentType: `multipart/form-data; boundary=${FORM_BOUNDARY}`,
    body: formBody([[fieldHead('matterId'), "1' or '1'='1"], [fileHead('a.txt'), 'Some words.']]),
  }])
  .concat([
    ['an encoded name with half an emoji', "UTF-8''a%ED%A0%80b.txt"],
    ['an encoded name of 300 emoji', `UTF-8''${'%F0%9F%98%80'.repeat(300)}.txt`],
  ].map(([quirk, encoded]) => ({
    quirk: quirk!,
    contentType: `multipart/form-data; boundary=${FORM_BOUNDARY}`,
    body: formBody([[`Content-Disposition: form-data; name="file"; filename*=${encoded}\r\nContent-Type: text/plain`, 'Some words.']]),
  })));

const rawQueryFragments = [
  '%', '%zz', '%E0%A4%A', '%C0%80', '%FF', '&&&', '=', 'a=1=2', '+', 'q[]=1', 'a[b]=1', '__proto__=1', 'constructor=x',
  'limit=1&limit=2', 'limit=-1', 'limit=1e309', 'cursor=NaN', `q=${'x'.repeat(9_000)}`, 'q=%E2%80%AE', 'after=0x10',
  ...badCursors.slice(0, 5).map((cursor) => `cursor=${cursor}`),
  ...badReportDays.flatMap((day) => [`from=${day}`, `to=${day}`]),
];

const asText = (value: unknown): string => (typeof value === 'string' ? value : (JSON.stringify(value) ?? 'undefined'));

function queryString(value: unknown): string {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return value === undefined ? '' : `v=${encode(asText(value))}`;
  return Object.entries(value)
    // Copied by index: a generated array may carry its own `constructor`, which breaks its own .map (Symbol.species).
    .flatMap(([key, item]) => (Array.isArray(item) ? Array.from({ length: item.length }, (_, i) => item[i] as unknown) : [item]).map((one) => `${encode(key)}=${encode(asText(one))}`))
    .join('&');
}

export const badIds = [
  '%00', '-1', '0', '1.5', '1e309', '9'.repeat(400), '%zz', '%', '%ED%A0%80', '%E2%80%AE', '%C0%80', '%2F', '%2e%2e', 'null',
  'undefined', 'NaN', '%20', 'x'.repeat(5_000), '%F0%9F%98%80', '00000000-0000-0000-0000-000000000000', '%27%3B--',
];

const contentTypes = [
  'text/plain', 'application/x-www-form-urlencoded', 'multipart/form-data; boundary=x', 'application/json; charset=latin1',
  'application/octet-stream', 'application/jsonp', 'APPLICATION/JSON', 'application/json; charset=utf-16', 'application/xml',
];
const invalidJson = ['{', '{"a":1,}', "{'a':1}", 'nul', '[1,2', '"\\ud800', '{"a":"\\u0000"}', ' ', '{"__proto__":{"x":1}}', '{"constructor":{"prototype":{"x":1}}}', '1e999', 'true'];

/** Every kind of malformed request for one route: its path params, query and body, and how the body is sent. */
export function probeArb(route: RouteEntry, hints: Hints): fc.Arbitrary<Probe> {
  const schema = (route.schema ?? {}) as Record<string, unknown>;
  const names = [...route.url.matchAll(/:(\w+)|\*/g)].map((match) => match[1] ?? '*');
  const paramsNode = jsonSchemaOf(schema.params);
  const paramValue = (name: string) => {
    const node = (paramsNode?.properties as Record<string, Node> | undefined)?.[name];
    const valid = node ? validArb(node, { root: paramsNode!, hints, depth: 0 }, name).map((value) => encode(asText(value))) : fc.constant('x');
    return fc.oneof(valid, fc.constantFrom(...badIds), fc.string({ unit: 'binary', maxLength: 30 }).map(encode));
  };
  const path = fc.tuple(...names.map(paramValue)).map((values) => {
    let index = 0;
    return route.url.replace(/:(\w+)|\*/g, () => values[index++] ?? '');
  });
  const query = fc.oneof(
    { weight: 4, arbitrary: malformedArb(jsonSchemaOf(schema.querystring), hints).map(queryString) },
    { weight: 1, arbitrary: fc.constantFrom(...rawQueryFragments) },
  );
  const json = malformedArb(jsonSchemaOf(schema.body), hints).map((value) => ({ contentType: 'application/json', body: JSON.stringify(value) }));
  const body = route.method === 'GET'
    ? fc.constant({ contentType: undefined, body: undefined })
    : fc.oneof(
        { weight: 6, arbitrary: json },
        { weight: 1, arbitrary: fc.constantFrom(...invalidJson).map((text) => ({ contentType: 'application/json', body: text })) },
        { weight: 1, arbitrary: fc.tuple(fc.constantFrom(...contentTypes), fc.string({ maxLength: 30 })).map(([contentType, text]) => ({ contentType, body: text })) },
        { weight: 1, arbitrary: fc.constantFrom({ contentType: 'application/json', body: '' }, { contentType: undefined, body: undefined }) },
        { weight: 1, arbitrary: fc.constantFrom(...formQuirks, ...formOddities).map(({ contentType, body: form }) => ({ contentType, body: form })) },
      );
  return fc.record({ path, query, body }).map(({ path: p, query: q, body: b }) => ({ method: route.method, path: p, query: q, ...b }));
}

const isStringField = (node: Node) =>
  node.type === 'string' || (node.type === undefined && Array.isArray(node.enum) && node.enum.every((v) => typeof v === 'string'));

/** The route's path with real ids where it has parameters. */
const realPath = (route: RouteEntry, hints: Hints) =>
  route.url.replace(/:(\w+)|\*/g, (_, name: string | undefined) => encode(String(hints[name ?? '']?.[0] ?? 'x')));

/** Each top-level string field of a schema, and a value the schema would otherwise accept. */
function stringFieldsOf(schema: unknown, hints: Hints, seed: number): { valid: Record<string, unknown>; fields: string[] } | null {
  const node = jsonSchemaOf(schema);
  const properties = (node?.properties ?? {}) as Record<string, Node>;
  const fields = Object.entries(properties).filter(([, field]) => isStringField(field)).map(([name]) => name);
  if (!node || fields.length === 0) return null;
  const [valid] = fc.sample(validArb(node, { root: node, hints, depth: 0 }), { numRuns: 1, seed });
  return { valid: valid as Record<string, unknown>, fields };
}

/**
 * For each top-level body field the schema types as a string: a body the schema would otherwise accept, with that
 * field set to `value` (null, or text with a NUL). Handlers assume such a field is a string that PostgreSQL can store.
 */
export function bodyFieldProbes(route: RouteEntry, hints: Hints, seed: number, value: unknown): Array<Probe & { field: string }> {
  const found = stringFieldsOf((route.schema as Record<string, unknown> | undefined)?.body, hints, seed);
  if (!found) return [];
  return found.fields.map((field) => ({
    method: route.method,
    path: realPath(route, hints),
    query: '',
    contentType: 'application/json',
    body: JSON.stringify({ ...found.valid, [field]: value }),
    field,
  }));
}

/** The same for each string field of the query: an otherwise acceptable query with that field set to raw `encoded`. */
export function queryFieldProbes(route: RouteEntry, hints: Hints, seed: number, encoded: string): Probe[] {
  const found = stringFieldsOf((route.schema as Record<string, unknown> | undefined)?.querystring, hints, seed);
  if (!found) return [];
  return found.fields.map((field) => ({
    method: route.method,
    path: realPath(route, hints),
    query: [queryString(Object.fromEntries(Object.entries(found.valid).filter(([key]) => key !== field))), `${field}=${encoded}`]
      .filter(Boolean)
      .join('&'),
  }));
}

/**
 * For a route whose query has the string field `field`: an otherwise acceptable query with it set to each raw
 * (percent-encoded) value; none for other routes.
 */
export function queryValueProbes(route: RouteEntry, hints: Hints, seed: number, field: string, values: readonly string[]): Probe[] {
  const found = stringFieldsOf((route.schema as Record<string, unknown> | undefined)?.querystring, hints, seed);
  if (!found?.fields.includes(field)) return [];
  const rest = queryString(Object.fromEntries(Object.entries(found.valid).filter(([key]) => key !== field)));
  return values.map((value) => ({ method: route.method, path: realPath(route, hints), query: [rest, `${field}=${value}`].filter(Boolean).join('&') }));
}
