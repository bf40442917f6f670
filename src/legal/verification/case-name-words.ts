/**
 * Word tables for comparing case names. Keys are lower case with periods and apostrophes removed, so
 * 'Ass'n', 'Assn.' (the U.S. Reports' spelling) and 'ass'n' all read 'assn'.
 */

/** Bluebook T6 and T10 abbreviations, plus the U.S. Reports' own variants, to one canonical word or phrase. */
export const ABBREVIATIONS: Readonly<Record<string, string>> = {
  acad: 'academy', acc: 'accident', accid: 'accident', admin: 'administration', admr: 'administrator',
  agcy: 'agency', am: 'america', amer: 'america', assn: 'association', assns: 'association',
  assoc: 'associate', assocs: 'associate', assur: 'assurance', atl: 'atlantic', auth: 'authority',
  auto: 'automobile', ave: 'avenue', bankr: 'bankruptcy', bd: 'board', bhd: 'brotherhood', bldg: 'building',
  bro: 'brother', bros: 'brother', broad: 'broadcasting', bus: 'business', cas: 'casualty', cent: 'central',
  chem: 'chemical', cmty: 'community', cnty: 'county', co: 'company', coll: 'college', comm: 'committee',
  commcn: 'communication', commn: 'commission', commr: 'commissioner', commun: 'communication',
  comp: 'compensation', condo: 'condominium', cong: 'congress', consol: 'consolidated', constr: 'construction',
  contl: 'continental', coop: 'cooperative', corp: 'corporation', corr: 'correction', cos: 'company',
  ctr: 'center', cty: 'county', def: 'defense', dept: 'department', dev: 'development', dir: 'director',
  disc: 'discount', dist: 'district', distrib: 'distribution', div: 'division', econ: 'economic', ed: 'education',
  educ: 'education', elec: 'electric', electr: 'electric', emp: 'employment', empl: 'employment',
  engg: 'engineering', engr: 'engineer', ent: 'entertainment', enter: 'enterprise', envt: 'environment',
  eqpt: 'equipment', equip: 'equipment', exch: 'exchange', exr: 'executor', fed: 'federal', fedn: 'federation',
  fid: 'fidelity', fin: 'finance', found: 'foundation', gen: 'general', govt: 'government',
  guar: 'guaranty', hosp: 'hospital', hous: 'housing', imp: 'import', inc: 'incorporated', indem: 'indemnity',
  indep: 'independent', indus: 'industry', info: 'information', ins: 'insurance', inst: 'institute',
  int: 'international', intl: 'international', inv: 'investment', lab: 'laboratory', labs: 'laboratory',
  liab: 'liability', litig: 'litigation', ltd: 'limited', mach: 'machinery', maint: 'maintenance',
  mar: 'maritime', mech: 'mechanical', med: 'medical', mem: 'memorial', meml: 'memorial', merch: 'merchant',
  metro: 'metropolitan', mfg: 'manufacturing', mfr: 'manufacturer', mfrs: 'manufacturer', mgmt: 'management',
  mkt: 'market', mktg: 'marketing', mortg: 'mortgage', mtg: 'mortgage', mun: 'municipal', mut: 'mutual',
  nat: 'national', natl: 'national', nav: 'navigation', no: 'number', org: 'organization', pac: 'pacific',
  pers: 'personnel', pharm: 'pharmaceutical', pship: 'partnership', prob: 'probation', prod: 'product',
  prods: 'product', prof: 'professional', prop: 'property', prot: 'protection', pub: 'public',
  publg: 'publishing', publn: 'publication', pwr: 'power', rd: 'road', ref: 'refining', regl: 'regional',
  rehab: 'rehabilitation', res: 'resource', ret: 'retirement', rfg: 'refining', rr: 'railroad', ry: 'railway',
  sav: 'savings', sch: 'school', schs: 'school', sci: 'science', sec: 'security', secy: 'secretary',
  serv: 'service', servs: 'service', sholder: 'shareholder', soc: 'society', socy: 'society', sou: 'southern',
  sur: 'surety', svc: 'service', svcs: 'service', sys: 'system', tech: 'technology', tel: 'telephone',
  telecomm: 'telecommunication', temp: 'temporary', trans: 'transportation', transp: 'transportation',
  trs: 'trustee', twp: 'township', unif: 'uniform', univ: 'university', util: 'utility', vill: 'village',
  // States (T10), looked up after 'N. Y.' is joined to 'ny'; two-word names are one word ('newyork').
  ala: 'alabama', ariz: 'arizona', ark: 'arkansas', cal: 'california', colo: 'colorado', conn: 'connecticut',
  del: 'delaware', fla: 'florida', ga: 'georgia', haw: 'hawaii', ill: 'illinois', ind: 'indiana', kan: 'kansas',
  kans: 'kansas', ky: 'kentucky', la: 'louisiana', md: 'maryland', mass: 'massachusetts', mich: 'michigan',
  minn: 'minnesota', miss: 'mississippi', mo: 'missouri', mont: 'montana', neb: 'nebraska', nev: 'nevada',
  nh: 'newhampshire', nj: 'newjersey', nm: 'newmexico', ny: 'newyork', nc: 'northcarolina', nd: 'northdakota',
  okla: 'oklahoma', ore: 'oregon', pa: 'pennsylvania', ri: 'rhodeisland', sc: 'southcarolina',
  sd: 'southdakota', tenn: 'tennessee', tex: 'texas', va: 'virginia', vt: 'vermont', wash: 'washington',
  wis: 'wisconsin', wyo: 'wyoming',
};

/** Full words that one abbreviation stands for in several forms ('Elec.' is Electric or Electronics). */
export const WORD_VARIANTS: Readonly<Record<string, string>> = {
  american: 'america', educational: 'education', electrical: 'electric', electronic: 'electric',
  electricity: 'electric', industrial: 'industry', institution: 'institute', employee: 'employment',
  employer: 'employment', environmental: 'environment', financial: 'finance', manufacturing: 'manufacturer',
};

/** Words that say nothing about which parties a case is between. */
export const STOP_WORDS: ReadonlySet<string> = new Set([
  'the', 'of', 'a', 'an', 'and', 'for', 'in', 'on', 'to', 'by', 'at', 'inc', 'incorporated', 'co', 'company',
  'corp', 'corporation', 'ltd', 'limited', 'llc', 'llp', 'lp', 'plc', 'et', 'al', 'etc', 're', 'ex', 'parte',
  'rel', 'matter', 'number', 'petitioner', 'respondent', 'appellant', 'appellee',
]);
