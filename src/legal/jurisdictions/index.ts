import { californiaPack } from './packs/california';
import { federalPack } from './packs/federal';
import { floridaPack } from './packs/florida';
import { illinoisPack } from './packs/illinois';
import { newYorkPack } from './packs/new-york';
import { texasPack } from './packs/texas';
import { rulePackSchema } from './schema';
import type { RulePack } from './schema';

/** Every rule pack, validated when the module loads so a malformed rule fails at start-up, not during a check. */
export const RULE_PACKS: readonly RulePack[] = [federalPack, californiaPack, newYorkPack, texasPack, floridaPack, illinoisPack]
  .map((pack) => rulePackSchema.parse(pack));

/** The pack for a jurisdiction, or null when it has none (the draft must then say its compliance is not checked). */
export function packFor(jurisdiction: string): RulePack | null {
  return RULE_PACKS.find((pack) => pack.jurisdiction === jurisdiction) ?? null;
}

export { checkDocument, exportFormatFor, ruleApplies } from './check';
export { checkedDocumentSchema, findingSchema } from './document';
export type { CheckedDocument, CheckedDocumentInput, Finding } from './document';
export {
  CAPTION_ELEMENTS, DOCUMENT_FAMILIES, RULE_DOCUMENT_TYPE_IDS, SIGNATURE_ELEMENTS, documentFamilySchema,
  ruleSchema, rulePackSchema, severitySchema,
} from './schema';
export type { CaptionElement, DocumentFamily, Rule, RuleCheck, RulePack, Severity, SignatureElement } from './schema';
