// AI-use certifications: the courts' orders that ask for one, and the certificate prefilled from the citation check.
export { buildCertificate, citationStatement } from './certificate';
export type { Certificate, CertificateOptions, CheckedCitation } from './certificate';
export { normaliseName, requirementsFor } from './match';
export type { CertificationTarget } from './match';
export { CERTIFICATION_REQUIREMENTS } from './requirements';
export type { CertificationRequirement } from './requirements';
