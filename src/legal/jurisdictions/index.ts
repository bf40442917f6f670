import { californiaPack } from './packs/california';
import { federalPack } from './packs/federal';
import { floridaPack } from './packs/florida';
import { illinoisPack } from './packs/illinois';
import { LEASE_RULES } from './packs/leases';
import { newYorkPack } from './packs/new-york';
import { texasPack } from './packs/texas';
import { rulePackSchema } from './schema';
import type { RulePack, RulePackInput } from './schema';

/** A state's pack with its residential lease rules (kept in their own file) appended. */
function withLeaseRules(pack: RulePackInput): RulePackInput {
  const lease = LEASE_RULES[pack.jurisdiction];
  return lease ? { ...pack, sources: `${pack.sources} ${lease.sources}`, rules: [...pack.rules, ...lease.rules] } : pack;
}

/** Every rule pack, validated when the module loads so a malformed rule fails at start-up, not during a check. */
export const RULE_PACKS: readonly RulePack[] = [federalPack, californiaPack, newYorkPack, texasPack, floridaPack, illinoisPack]
  .map((pack) => rulePackSchema.parse(withLeaseRules(pack)));

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
