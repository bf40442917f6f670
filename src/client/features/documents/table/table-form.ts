import { DOCUMENT_LIMITS } from '../../../../shared/api/documents';

/** The request the table form makes, or why it cannot be made yet. */
export function tableRequest(documentIds: string[], questions: string[]): { documentIds: string[]; questions: string[] } | { problem: string } {
  const asked = questions.map((question) => question.trim()).filter(Boolean);
  if (documentIds.length === 0) return { problem: 'Choose at least one document.' };
  if (documentIds.length > DOCUMENT_LIMITS.documentsPerTable) return { problem: `Choose at most ${DOCUMENT_LIMITS.documentsPerTable} documents.` };
  if (asked.length === 0) return { problem: 'Write at least one question.' };
  if (asked.length > DOCUMENT_LIMITS.questionsPerTable) return { problem: `Ask at most ${DOCUMENT_LIMITS.questionsPerTable} questions.` };
  const long = asked.findIndex((question) => question.length > DOCUMENT_LIMITS.questionChars);
  if (long >= 0) return { problem: `Question ${long + 1} is longer than ${DOCUMENT_LIMITS.questionChars} characters.` };
  return { documentIds, questions: asked };
}

/** Documents preselected by the address (`?documents=a,b`), as the document page links here. */
export const documentsFromParam = (value: string | null) => (value ? value.split(',').filter(Boolean).slice(0, DOCUMENT_LIMITS.documentsPerTable) : []);

export const canAddQuestion = (questions: string[]) => questions.length < DOCUMENT_LIMITS.questionsPerTable;
