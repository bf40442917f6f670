import { describe, expect, it } from 'vitest';
import { caseNamesMatch } from './case-names-match';

describe('caseNamesMatch', () => {
  it.each([
    ['Roe v. Wade', 'Roe v. Wade'],
    ['roe vs wade', 'ROE v. WADE'],
    ['Roe versus Wade', 'Roe et al. v. Wade, District Attorney of Dallas County'],
    ['Brown v. Bd. of Educ.', 'Brown v. Board of Education of Topeka'],
    ['Sony Corp. of Am. v. Universal City Studios, Inc.', 'Sony Corp. of America v. Universal City Studios, Inc.'],
    ["Int'l Shoe Co. v. Washington", 'International Shoe Co. v. Washington'],
    ['Int’l Shoe Co. v. Wash.', 'International Shoe Co. v. Washington'],
    ['Miranda v. State of Arizona', 'MIRANDA v. ARIZONA'],
    ['Miranda v. Arizona', 'Miranda v. State of Arizona'],
    ["Nat'l Fed'n of Indep. Bus. v. Sebelius", 'National Federation of Independent Business v. Sebelius'],
    ['Bd. of Educ. v. Pico', 'Board of Education, Island Trees Union Free School District No. 26 v. Pico'],
    ["Am. Ins. Ass'n v. Garamendi", 'American Insurance Assn. v. Garamendi'],
    ["Dep't of Commerce v. New York", 'Department of Commerce v. New York'],
    ['U.S. v. Nixon', 'United States v. Nixon'],
    ['U. S. v. Nixon', 'UNITED STATES v. NIXON'],
    ['New Jersey v. T. L. O.', 'New Jersey v. T.L.O.'],
    ['Nixon v. N.Y.', 'Nixon v. New York'],
    ['Commonwealth of Pa. v. Mimms', 'Pennsylvania v. Mimms'],
    ['W. Va. State Bd. of Educ. v. Barnette', 'West Virginia Bd. of Ed. v. Barnette'],
    ['Lawrence v. Texas', 'Lawrence et al. v. Texas'],
    ['Obergefell v. Hodges', 'OBERGEFELL et al. v. HODGES, DIRECTOR, OHIO DEPARTMENT OF HEALTH, et al.'],
    ['Citizens United v. FEC', 'Citizens United v. Federal Election Comm’n'],
    ['NAACP v. Button', 'National Association for the Advancement of Colored People v. Button'],
    ['Federal Communications Commission v. Pacifica Foundation', 'FCC v. Pacifica Foundation'],
    ['Gault', 'In re Gault'],
    ['In re Gault', 'In re Gault'],
    ['Ex parte Young', 'Ex parte Young'],
    ['Young v. Minnesota', 'Ex parte Young'],
    ['Béla Bartók v. Smith', 'Bela Bartok v. Smith'],
  ])('%j fits %j', (written, found) => {
    expect(caseNamesMatch(written, found)).toBe(true);
  });

  it.each([
    ['Smith v. Jones', 'Roe v. Wade'],
    ['Roe v. Smith', 'Roe v. Wade'],
    ['Wade v. Roe', 'Roe v. Wade'],
    ['Nixon v. United States', 'United States v. Nixon'],
    ['Brown v. Bd. of Educ.', 'Brown v. Mississippi'],
    ['Miranda v. State of Arizona', 'Miranda v. State of Texas'],
    ['Smith v. United States', 'Smith v. United Mine Workers'],
    ['Smith v. New York', 'Smith v. New Jersey'],
    ['Smith v. Virginia', 'Smith v. West Virginia'],
    ['Johnson v. Texas', 'Johnston v. Texas'],
    ['Int’l Shoe Co. v. Washington', 'International Paper Co. v. Ouellette'],
    ['FCC v. Pacifica Foundation', 'Federal Trade Commission v. Pacifica Foundation'],
    ['In re Winship', 'In re Gault'],
    ['Inc. v. Co.', 'Roe v. Wade'],
    ['Roe v. Wade', ''],
  ])('%j does not fit %j', (written, found) => {
    expect(caseNamesMatch(written, found)).toBe(false);
  });

  // Each party is only the abbreviation, so the names share a word only if it is expanded.
  it.each([
    ["Ass'n", 'Association'], ['Bd.', 'Board'], ['Educ.', 'Educational'], ["Int'l", 'International'],
    ['Am.', 'American'], ["Dep't", 'Department'], ['Dept.', 'Department'], ["Gov't", 'Government'],
    ["Nat'l", 'National'], ["Comm'n", 'Commission'], ['Cty.', 'County'], ['Cnty.', 'County'],
    ['Dist.', 'District'], ['Sch.', 'Schools'], ['Univ.', 'University'], ['Hosp.', 'Hospital'],
    ['Ins.', 'Insurance'], ['Mfg.', 'Manufacturing'], ['Ry.', 'Railway'], ['R.R.', 'Railroad'],
    ['Sec.', 'Securities'], ['Servs.', 'Services'], ['Transp.', 'Transportation'], ['Tel.', 'Telephone'],
    ['Elec.', 'Electric'], ['Elec.', 'Electronics'], ['Fed.', 'Federal'], ['Indus.', 'Industries'],
    ['Mut.', 'Mutual'], ['Prods.', 'Products'], ['Cmty.', 'Community'], ["Env't", 'Environmental'],
    ['Found.', 'Foundation'], ['Inst.', 'Institute'], ['Pub.', 'Public'], ['Ctr.', 'Center'],
    ['Info.', 'Information'], ['Mgmt.', 'Management'], ['Mun.', 'Municipal'], ['Org.', 'Organization'],
    ['Pers.', 'Personnel'], ['Prop.', 'Property'], ["Reg'l", 'Regional'], ['Sys.', 'Systems'],
    ['Tech.', 'Technology'], ['Bros.', 'Brothers'], ['Cal.', 'California'], ['Tex.', 'Texas'],
  ])('expands %s to %s', (abbreviation, word) => {
    expect(caseNamesMatch(`${abbreviation} v. ${abbreviation}`, `${word} v. ${word}`)).toBe(true);
    expect(caseNamesMatch(`${abbreviation} v. ${abbreviation}`, 'Roe v. Wade')).toBe(false);
  });

  it('does not read an ordinary word as an abbreviation', () => {
    // 'Bus' without a period is a bus, not Business.
    expect(caseNamesMatch('Greyhound Bus v. Smith', 'Business Council v. Smith')).toBe(false);
    expect(caseNamesMatch('Greyhound Bus. v. Smith', 'Business Council v. Smith')).toBe(true);
  });
});
