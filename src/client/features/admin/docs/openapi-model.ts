/** The parts of an OpenAPI 3.1 document (as @fastify/swagger writes it) that the API reference shows. */

export type JsonSchema = {
  type?: string | string[];
  properties?: Record<string, JsonSchema>;
  required?: string[];
  items?: JsonSchema;
  enum?: unknown[];
  const?: unknown;
  anyOf?: JsonSchema[];
  oneOf?: JsonSchema[];
  allOf?: JsonSchema[];
  additionalProperties?: boolean | JsonSchema;
  propertyNames?: JsonSchema;
  format?: string;
  pattern?: string;
  minimum?: number;
  maximum?: number;
  exclusiveMinimum?: number;
  minLength?: number;
  maxLength?: number;
  minItems?: number;
  maxItems?: number;
  default?: unknown;
  description?: string;
  $ref?: string;
};

export interface Parameter {
  name: string;
  in: string;
  required: boolean;
  schema: JsonSchema;
}

export interface Endpoint {
  id: string;
  method: string;
  path: string;
  tag: string;
  summary: string | null;
  parameters: Parameter[];
  body: JsonSchema | null;
  responses: Array<{ status: string; schema: JsonSchema | null }>;
}

export interface EndpointGroup {
  tag: string;
  endpoints: Endpoint[];
}

const METHODS = ['get', 'post', 'put', 'patch', 'delete'] as const;

type Operation = {
  tags?: string[];
  summary?: string;
  parameters?: Array<{ name: string; in: string; required?: boolean; schema?: JsonSchema }>;
  requestBody?: { content?: Record<string, { schema?: JsonSchema }> };
  responses?: Record<string, { content?: Record<string, { schema?: JsonSchema }> }>;
};

const jsonSchemaOf = (content: Record<string, { schema?: JsonSchema }> | undefined) =>
  content?.['application/json']?.schema ?? Object.values(content ?? {})[0]?.schema ?? null;

/** Every operation of the document, grouped by its first tag, groups and endpoints in path order. */
export function readOpenApi(document: unknown): EndpointGroup[] {
  const paths = ((document as { paths?: Record<string, Partial<Record<string, Operation>>> })?.paths ?? {}) as Record<
    string,
    Partial<Record<string, Operation>>
  >;
  const groups = new Map<string, Endpoint[]>();
  for (const path of Object.keys(paths).sort()) {
    for (const method of METHODS) {
      const operation = paths[path]?.[method];
      if (!operation) continue;
      const tag = operation.tags?.[0] ?? 'other';
      const endpoint: Endpoint = {
        id: `${method}-${path}`.replace(/[^a-zA-Z0-9]+/g, '-'),
        method: method.toUpperCase(),
        path,
        tag,
        summary: operation.summary ?? null,
        parameters: (operation.parameters ?? []).map((p) => ({ name: p.name, in: p.in, required: Boolean(p.required), schema: p.schema ?? {} })),
        body: jsonSchemaOf(operation.requestBody?.content),
        responses: Object.entries(operation.responses ?? {}).map(([status, response]) => ({ status, schema: jsonSchemaOf(response.content) })),
      };
      groups.set(tag, [...(groups.get(tag) ?? []), endpoint]);
    }
  }
  return [...groups.entries()].sort(([a], [b]) => a.localeCompare(b)).map(([tag, endpoints]) => ({ tag, endpoints }));
}

/** The groups with only the endpoints whose method, path, area, summary or parameter names contain every word of `q`. */
export function filterEndpoints(groups: EndpointGroup[], q: string): EndpointGroup[] {
  const words = q.toLowerCase().split(/\s+/).filter(Boolean);
  if (words.length === 0) return groups;
  const haystack = (e: Endpoint) => [e.method, e.path, e.tag, e.summary ?? '', ...e.parameters.map((p) => p.name)].join(' ').toLowerCase();
  return groups
    .map((group) => ({ ...group, endpoints: group.endpoints.filter((e) => words.every((word) => haystack(e).includes(word))) }))
    .filter((group) => group.endpoints.length > 0);
}

const NULL_TYPE = (s: JsonSchema) => s.type === 'null';

/** A schema's type in a few characters: 'string', 'integer', 'string | null', 'array of object', '"a" | "b"'. */
export function typeLabel(schema: JsonSchema): string {
  if (schema.$ref) return schema.$ref.split('/').at(-1) ?? 'object';
  if (schema.const !== undefined) return JSON.stringify(schema.const);
  if (schema.enum) return schema.enum.map((v) => JSON.stringify(v)).join(' | ');
  const variants = schema.anyOf ?? schema.oneOf;
  if (variants) return variants.map(typeLabel).join(' | ');
  if (Array.isArray(schema.type)) return schema.type.join(' | ');
  if (schema.type === 'array') return `array of ${schema.items ? typeLabel(schema.items) : 'anything'}`;
  if (schema.type === 'object' && !schema.properties && schema.additionalProperties && typeof schema.additionalProperties === 'object') {
    return `map of ${typeLabel(schema.additionalProperties)}`;
  }
  return schema.type ?? 'any';
}

/** The limits a value must keep: lengths, ranges, format; a pattern only when there is no format to name it. */
export function constraintsOf(schema: JsonSchema): string[] {
  const notes: string[] = [];
  if (schema.format) notes.push(schema.format);
  else if (schema.pattern) notes.push(`matches ${schema.pattern}`);
  const n = (value: number) => value.toLocaleString('en-US');
  const range = (min: number | undefined, max: number | undefined, unit: string) => {
    if (min !== undefined && max !== undefined) notes.push(`${n(min)} to ${n(max)}${unit}`);
    else if (min !== undefined) notes.push(`≥ ${n(min)}${unit}`);
    else if (max !== undefined) notes.push(`≤ ${n(max)}${unit}`);
  };
  range(schema.minimum, schema.maximum, '');
  if (schema.exclusiveMinimum !== undefined) notes.push(`> ${schema.exclusiveMinimum}`);
  range(schema.minLength, schema.maxLength, ' characters');
  range(schema.minItems, schema.maxItems, ' items');
  if (schema.default !== undefined) notes.push(`default ${JSON.stringify(schema.default)}`);
  return notes;
}

/**
 * The schema whose fields are worth listing under a property: an object's own, an array's items, or the one
 * non-null variant of a nullable object (`X | null`).
 */
export function nestedObject(schema: JsonSchema): JsonSchema | null {
  if (schema.properties) return schema;
  if (schema.type === 'array' && schema.items) return nestedObject(schema.items);
  const variants = (schema.anyOf ?? schema.oneOf ?? []).filter((s) => !NULL_TYPE(s));
  if (variants.length === 1) return nestedObject(variants[0]!);
  return null;
}
