import { constraintsOf, nestedObject, typeLabel, type JsonSchema } from './openapi-model';

const MAX_DEPTH = 5;

function Notes({ schema }: { schema: JsonSchema }) {
  const notes = constraintsOf(schema);
  return (
    <>
      {notes.length > 0 && <span className="text-xs text-ink-500"> · {notes.join(', ')}</span>}
      {schema.description && <span className="block text-xs text-ink-600">{schema.description}</span>}
    </>
  );
}

/** A JSON Schema as a readable outline: each field with its type, whether it is required, and its limits. */
export function SchemaView({ schema, depth = 0 }: { schema: JsonSchema; depth?: number }) {
  const object = nestedObject(schema);
  const fields = Object.entries(object?.properties ?? {});
  if (!object || fields.length === 0 || depth > MAX_DEPTH) {
    return (
      <p className="text-sm">
        <code className="rounded bg-ink-50 px-1 py-0.5 font-mono text-xs text-ink-800">{typeLabel(schema)}</code>
        <Notes schema={schema} />
      </p>
    );
  }
  const required = new Set(object.required ?? []);
  return (
    <div className="text-sm">
      {depth === 0 && schema.type === 'array' && <p className="mb-1 text-xs text-ink-500">An array; each item:</p>}
      <ul className={depth > 0 ? 'mt-1 ml-3 border-l border-ink-100 pl-3' : ''}>
        {fields.map(([name, field]) => (
          <li key={name} className="py-0.5">
            <code className="font-mono text-xs font-semibold text-ink-950">{name}</code>
            {!required.has(name) && <span className="text-xs text-ink-500"> (optional)</span>}{' '}
            <code className="font-mono text-xs text-brass-700">{typeLabel(field)}</code>
            <Notes schema={field} />
            {nestedObject(field) && <SchemaView schema={field} depth={depth + 1} />}
          </li>
        ))}
      </ul>
    </div>
  );
}
