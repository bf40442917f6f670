import { extractCitations } from '../../../legal/citations';

/**
 * Asking for legal advice or the law itself, whatever else the question says: suing, whether something is legal
 * or enforceable, liability, rights, limitation periods.
 */
const SEEKS_ADVICE: RegExp[] = [
  /\b(?:can|could|should|may|do) (?:i|we|you|he|she|they|my client|someone) (?:\w+ )?(?:sue|be sued|press charges)\b/,
  /\bsu(?:e|ing) (?:my|our|the|a|an|him|her|them|someone|somebody|for)\b/,
  /\bis (?:it|this|that|a|an|my|our|the|\w+ing)\b[^?.!]{0,80}?\b(?:legal|illegal|lawful|unlawful|enforceable|unenforceable|against the law)\b(?![\s-](?:size|pad|paper))/,
  /\blegal(?:ly)? (?:advice|opinion|obligat\w*|requirement\w*|right\w*)\b/,
  /\b(?:am i|are we|is (?:he|she|they|my \w+)|would i be|will i be) (?:legally )?(?:liable|responsible|at fault|in trouble|guilty)\b/,
  /\b(?:my|our|his|her|their|tenant|tenants|employee|employees) rights\b/,
  /\bstatutes? of limitations?\b/,
  /\bdo (?:i|we) have (?:a|any) (?:case|claim|defen[cs]e)\b/,
  /\bwhat (?:does|do) the (?:law|statute|code|court|courts|rule|constitution)s? (?:say|require|hold|allow)\b/,
  /\bwhat (?:is|are) the (?:law|laws|penalty|penalties|punishment|sentence) (?:on|for|about|in)\b/,
  /\b(?:file for|get(?:ting)? a|contest(?:ing)? (?:a|my|the)) (?:divorce|custody|restraining order|bankruptcy|will)\b/,
  /\bwrongful(?:ly)? (?:termination|terminated|fired|dismiss\w*|death|eviction)\b/,
  /\b(?:press|pressing|facing) charges\b/,
];

/** About the law but not necessarily asking for advice: cases, statutes, courts, claims. */
const LEGAL_TOPIC =
  /\b(?:case ?law|precedents?|statutes?|statutory|holding|held|ruling|ruled|verdict|judge|courts?|lawsuits?|litigation|liable|liability|negligen\w*|torts?|damages|plaintiffs?|defendants?|custody|divorce|alimony|landlords?|tenants?|evict\w*|employers?|felony|misdemeanou?r|crimes?|criminal|constitution\w*|amendment|lawful|unlawful|illegal|legal(?:ly)?|laws?|breach|non-?compete|copyright|trademark|patent|visa|immigration|arrest\w*|sentence[ds]?)\b/;

/**
 * Asking how to use VolnaDraft: its features, pages and account. Such a question may name a case or a court
 * ("how do I check the citations in my brief?") and is still product help.
 */
const ABOUT_THE_PRODUCT: RegExp[] = [
  /\bvolna ?draft\b/,
  /\b(?:the|this|your) (?:app|site|website|assistant|bot|tool|editor|studio|dashboard)\b/,
  /\b(?:account|password|tokens?|plans?|subscri\w+|billing|invoice|refund|pricing|price|checkout|export\w*|download\w*|upload\w*|dashboard|sessions?|buttons?|templates?|features?|rule ?packs?|tutorials?|help ?cent(?:er|re)|sign[\s-]?(?:in|up|out)|log[\s-]?(?:in|out)|mfa|two[\s-]?factor|research page|citation check\w*|draft(?:ing)? studio|docx|pdf)\b/,
  /\b(?:ms|microsoft|to|in|into) word\b/,
  /\b(?:check|checking|verify|verifying|verification of) (?:\w+ ){0,3}citations?\b/,
  /\bhow (?:do|can|should|would) (?:i|we|you) (?:use|draft|write|create|generate|start|check|verify|export|download|upload|find|search|open|save|delete|remove|rename|change|update|reset|turn|enable|disable|cancel|buy|pay|add|invite|share|edit|format|print|research|contact|stop|resume)\b/,
  /\b(?:can|does|will|could) (?:i|we|you|it) (?:use|draft|write|create|generate|export|upload|search|research|check|verify)\b/,
  /\b(?:which|what) (?:jurisdictions|courts|states|document types|documents|reporters)\b[^?]{0,40}\b(?:support\w*|cover\w*|include\w*|available|offer\w*|have)\b/,
];

/**
 * True when a question asks about the law rather than about using VolnaDraft. The support bot never answers those
 * (it points to the product's assistant instead), so it leans towards "legal" only where the question gives no sign
 * of being about the product. A citation or a legal topic with no such sign counts as legal.
 */
export function isLegalQuestion(question: string): boolean {
  const text = question.toLowerCase().replace(/[’]/g, "'").replace(/\s+/g, ' ');
  if (SEEKS_ADVICE.some((pattern) => pattern.test(text))) return true;
  if (ABOUT_THE_PRODUCT.some((pattern) => pattern.test(text))) return false;
  return LEGAL_TOPIC.test(text) || extractCitations(question).length > 0 || /\b[A-Z][\w.'&-]* v\.? [A-Z]/.test(question);
}
