import type { z } from 'zod';
import { runSchema } from '../../../legal/drafting/content';

/**
 * Drafts stored before today's length limits (issue #13) can hold longer values than the schemas now accept; reading
 * one must not fail. A paragraph's over-long run is split into runs (nothing is lost); any other over-long value is
 * cut to its schema's limit when read, and stays as it is in the store until the draft is saved.
 */

/** Cuts a string to `max` characters without leaving half of a surrogate pair at the end. */
export function cut(text: string, max: number): string {
  if (text.length <= max) return text;
  const head = text.slice(0, max);
  return /[\uD800-\uDBFF]$/.test(head) ? head.slice(0, -1) : head;
}

type Def = { type: string; [key: string]: unknown };
const defOf = (schema: z.ZodType) => schema._zod.def as unknown as Def;
/** The `.max()` of a string or array schema, read from its checks (zod fills `_zod.bag` only once it has parsed). */
function maxOf(schema: z.ZodType): number | undefined {
  const checks = (defOf(schema).checks ?? []) as Array<{ _zod: { def: { check: string; maximum?: number } } }>;
  const limits = checks.map((check) => check._zod.def).filter((def) => def.check === 'max_length').map((def) => def.maximum!);
  return limits.length > 0 ? Math.min(...limits) : undefined;
}
const isObject = (value: unknown): value is Record<string, unknown> => typeof value === 'object' && value !== null && !Array.isArray(value);

/** The union member a value is meant for: the first whose kind (string, number, array, object) matches it. */
function memberFor(options: z.ZodType[], value: unknown): z.ZodType | undefined {
  const kind = Array.isArray(value) ? 'array' : typeof value;
  return options.find((option) => {
    const type = defOf(option).type;
    return type === kind || (type === 'object' && kind === 'object' && isObject(value));
  });
}

/** A copy of `value` cut down to the string and array maximums `schema` declares; everything else is left alone. */
export function clampToSchema(schema: z.ZodType, value: unknown): unknown {
  const def = defOf(schema);
  switch (def.type) {
    case 'string': {
      const max = maxOf(schema);
      return typeof value === 'string' && max !== undefined ? cut(value, max) : value;
    }
    case 'array': {
      if (!Array.isArray(value)) return value;
      const max = maxOf(schema);
      return (max !== undefined ? value.slice(0, max) : value).map((item) => clampToSchema(def.element as z.ZodType, item));
    }
    case 'object': {
      if (!isObject(value)) return value;
      const shape = def.shape as Record<string, z.ZodType>;
      return Object.fromEntries(Object.entries(value).map(([key, item]) => [key, shape[key] ? clampToSchema(shape[key], item) : item]));
    }
    case 'record': {
      if (!isObject(value)) return value;
      const keyMax = maxOf(def.keyType as z.ZodType);
      return Object.fromEntries(
        Object.entries(value)
          .filter(([key]) => keyMax === undefined || key.length <= keyMax)
          .map(([key, item]) => [key, clampToSchema(def.valueType as z.ZodType, item)]),
      );
    }
    case 'union': {
      const member = memberFor(def.options as z.ZodType[], value);
      return member ? clampToSchema(member, value) : value;
    }
    case 'optional':
    case 'nullable':
    case 'default':
    case 'readonly':
      return value === undefined || value === null ? value : clampToSchema(def.innerType as z.ZodType, value);
    case 'pipe':
      return clampToSchema(def.in as z.ZodType, value);
    default:
      return value;
  }
}

const RUN_CHARS = maxOf(runSchema.shape.text) ?? Infinity;

/** Splits every run longer than a run may be into runs of the same marks, keeping the text whole. */
export function splitLongRuns(content: unknown): unknown {
  if (!isObject(content) || !Array.isArray(content.sections)) return content;
  const sections = content.sections.map((section: unknown) => {
    if (!isObject(section) || !Array.isArray(section.blocks)) return section;
    const blocks = section.blocks.map((block: unknown) => {
      if (!isObject(block) || !Array.isArray(block.runs)) return block;
      const runs = block.runs.flatMap((run: unknown) => {
        if (!isObject(run) || typeof run.text !== 'string' || run.text.length <= RUN_CHARS) return [run];
        const pieces: unknown[] = [];
        for (let rest = run.text; rest.length > 0; ) {
          const piece = cut(rest, RUN_CHARS) || rest.slice(0, RUN_CHARS);
          pieces.push({ ...run, text: piece });
          rest = rest.slice(piece.length);
        }
        return pieces;
      });
      return { ...block, runs };
    });
    return { ...section, blocks };
  });
  return { ...content, sections };
}

/** Stored content as today's schema reads it: long runs split first, then anything still too long cut. */
export const fitStoredContent = (schema: z.ZodType, content: unknown) => clampToSchema(schema, splitLongRuns(content));
