import { describe, expect, it } from 'vitest';
import { DOCUMENT_TYPES } from './document-types';
import { intakeSchemaFor } from './intake';
import { completeIntakeFor } from './intake.fixture';

const typeWithId = (typeId: string) => DOCUMENT_TYPES.find((type) => type.id === typeId)!;

function messagesFor(typeId: string, intake: Record<string, unknown>): Record<string, string[]> {
  const result = intakeSchemaFor(typeWithId(typeId)).safeParse(intake);
  if (result.success) return {};
  const messages: Record<string, string[]> = {};
  for (const issue of result.error.issues) (messages[String(issue.path[0])] ??= []).push(issue.message);
  return messages;
}

describe('intakeSchemaFor', () => {
  it.each(DOCUMENT_TYPES.map((type) => [type.id, type] as const))('%s accepts a complete form', (_, type) => {
    expect(intakeSchemaFor(type).safeParse(completeIntakeFor(type)).success).toBe(true);
  });

  it.each(DOCUMENT_TYPES.map((type) => [type.id, type] as const))('%s names each missing required field', (_, type) => {
    for (const field of type.intakeFields.filter((candidate) => candidate.required)) {
      const { [field.id]: _omitted, ...incomplete } = completeIntakeFor(type);
      expect(messagesFor(type.id, incomplete)).toEqual({ [field.id]: [`${field.label} is required`] });
    }
  });

  it('accepts a form without its optional fields', () => {
    const { judge: _judge, hearingDate: _hearing, caseNumber: _case, ...intake } = completeIntakeFor(
      DOCUMENT_TYPES.find((type) => type.id === 'motion-to-dismiss')!,
    );
    expect(messagesFor('motion-to-dismiss', intake)).toEqual({});
  });

  it('rejects blank text, malformed dates, unknown options, negative money and empty party lists', () => {
    const intake = {
      ...completeIntakeFor(DOCUMENT_TYPES.find((type) => type.id === 'motion-to-dismiss')!),
      court: '   ',
      hearingDate: '03/05/2026',
      representedParty: 'neither',
      plaintiffs: [],
    };
    const messages = messagesFor('motion-to-dismiss', intake);
    expect(messages.court).toEqual(['Court is required']);
    expect(messages.hearingDate).toEqual(['Hearing date must be a date (YYYY-MM-DD)']);
    expect(messages.representedParty?.[0]).toMatch(/^Party represented must be one of: plaintiff, defendant/);
    expect(messages.plaintiffs).toEqual(['Plaintiffs: name at least one party']);
    const lease = { ...completeIntakeFor(DOCUMENT_TYPES.find((type) => type.id === 'commercial-lease')!), monthlyRent: -1 };
    expect(messagesFor('commercial-lease', lease)).toEqual({ monthlyRent: ['Monthly base rent cannot be negative'] });
  });
});
