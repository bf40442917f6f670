/** The chat screen's address: `/chat` (or `/volnadraft`) with `?session=` for an open conversation and `?q=` for the sidebar's search. */
export function chatHref(basePath: string, { session, q }: { session?: string; q?: string }): string {
  const params = new URLSearchParams();
  if (session) params.set('session', session);
  if (q) params.set('q', q);
  const query = params.toString();
  return query ? `${basePath}?${query}` : basePath;
}

/** A first question typed on the new-conversation screen, handed to the conversation once it exists. */
const firstQuestions = new Map<string, string>();

export const handOverFirstQuestion = (sessionId: string, question: string) => firstQuestions.set(sessionId, question);

export function takeFirstQuestion(sessionId: string): string | undefined {
  const question = firstQuestions.get(sessionId);
  firstQuestions.delete(sessionId);
  return question;
}
