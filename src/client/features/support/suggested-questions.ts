/** Offered before the first question: what visitors most often need from the help center. */
export const SUGGESTED_QUESTIONS = [
  'How do I reset my password?',
  'How do tokens work?',
  'How do I export a draft to Word?',
  'How do I turn on phone verification?',
] as const;
