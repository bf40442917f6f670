import { mkdir, readFile } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { unzip } from '../../src/server/features/drafting/unzip.fixture';
import { DEMURRER_FIELDS } from './support/drafting';
import { setUpJourney, visit } from './support/harness';
import { createUser, submitLogin } from './support/identity';

/** Screenshots and the exported file, for a person to look at (test-results/ is not committed). */
const ARTIFACTS = path.resolve('test-results/drafting');

describe('a California attorney drafts a demurrer, not a federal motion, offline and exports it to Word', () => {
  const journey = setUpJourney();

  it('asks to dismiss for failure to state a claim, is offered the demurrer with its sources, fixes what the checker finds, and downloads a pleading-paper DOCX', async () => {
    await mkdir(ARTIFACTS, { recursive: true });
    const user = await createUser(journey.app);
    const { page, consoleErrors } = await journey.open();

    // From the Tools page, through sign-in, to a new draft.
    await visit(page, '/tools');
    await page.getByTestId('tool-card').filter({ hasText: 'Drafting studio' }).getByRole('link', { name: 'Start a draft' }).click();
    await page.waitForURL('**/login?returnUrl=**');
    await submitLogin(page, user.email, user.password);
    await page.waitForURL((url) => url.pathname === '/drafts/new');

    await page.getByTestId('draft-type').filter({ hasText: 'Motion to Dismiss' }).click();
    await page.locator('#jurisdiction-button').click();
    await page.getByRole('combobox', { name: 'Search jurisdictions' }).fill('California');
    await page.getByRole('option', { name: /California/ }).first().click();

    // California dismisses for failure to state a claim by demurrer, not by a Rule 12(b)(6) motion.
    const paper = page.getByTestId('paper-details');
    await paper.waitFor();
    expect(await page.getByTestId('paper-name').innerText()).toBe('Demurrer');
    await paper.getByText('Grounds, standard, timing and limits').click();
    const paperText = await paper.innerText();
    expect(paperText).toContain('430.10');
    expect(paperText).toContain('Memorandum of Points and Authorities');
    expect(paperText).not.toMatch(/12\(b\)|Fed\. R\. Civ\. P\./);
    // Personal jurisdiction is raised by another paper there; the page names it instead of offering it.
    expect(paperText).toContain('418.10');
    await page.screenshot({ path: path.join(ARTIFACTS, 'new-draft-demurrer.png'), fullPage: true });
    // And as a phone shows it: the paper's card folds into the column above the form.
    const desktop = page.viewportSize()!;
    await page.setViewportSize({ width: 390, height: 844 });
    await paper.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(ARTIFACTS, 'new-draft-demurrer-phone.png') });
    await page.setViewportSize(desktop);
    // The case number is left blank: the California first-page rule will ask for it.
    for (const [label, value] of DEMURRER_FIELDS) await page.getByLabel(new RegExp(`^${label}`)).first().fill(value);
    await page.getByLabel('Plaintiffs: name').fill('Jane Doe');
    await page.getByLabel('Defendants: name').fill('Acme Widgets, Inc.');
    await page.getByLabel(/^Party represented/).selectOption('defendant');
    expect(await page.getByLabel(/^Grounds/).inputValue()).toBe('insufficient-facts');
    await page.getByRole('button', { name: 'Create draft' }).click();

    // The studio writes the draft section by section (offline: from the templates, no tokens).
    await page.waitForURL(/\/drafts\/[\w-]+$/);
    await page.getByText('Offline: assembled from templates; no tokens used.', { exact: true }).waitFor();
    await page.getByRole('heading', { level: 1, name: 'Demurrer — Jane Doe v. Acme Widgets, Inc.' }).waitFor();
    const sections = (await page.getByTestId('draft-section').allInnerTexts()).join('\n');
    expect(sections).toMatch(/Demurrer/);
    expect(sections).toMatch(/Memorandum of Points and Authorities/i);
    expect(sections).toContain('430.10');
    expect(await page.getByTestId('draft-notes').innerText()).toContain('Offline draft assembled from templates');
    await page.getByTestId('draft-tokens').filter({ hasText: '0 tokens used' }).waitFor();

    // The attorney writes the argument, citing a case the corpus cannot confirm.
    const argument = page.getByTestId('draft-section').filter({ has: page.getByRole('textbox', { name: 'Argument' }) });
    const editor = argument.getByRole('textbox', { name: 'Argument' });
    await editor.click();
    await page.keyboard.press('ControlOrMeta+End');
    await page.keyboard.press('Enter');
    await page.keyboard.type('Plaintiff pleads no contact with California. See Smith v. Jones, 410 U.S. 999 (1973).');
    await page.getByTestId('save-status').filter({ hasText: 'Saved' }).first().waitFor();

    // The check finds the missing case number under California Rules of Court, rule 2.111.
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    const finding = page.getByTestId('finding').filter({ hasText: 'Cal. Rules of Court, rule 2.111' });
    await finding.waitFor();
    expect(await page.getByTestId('finding').filter({ hasText: 'Cal. Rules of Court, rule 2.111' }).count()).toBe(1);
    await page.screenshot({ path: path.join(ARTIFACTS, 'studio-finding.png'), fullPage: false });

    await page.getByTestId('draft-caption').getByLabel('Case number').fill('RG26-123456');
    await page.getByTestId('save-status').filter({ hasText: 'Saved' }).first().waitFor();
    await page.getByRole('button', { name: 'Check', exact: true }).click();
    await page.getByTestId('finding').filter({ hasText: 'Cal. Rules of Court, rule 2.111' }).waitFor({ state: 'detached' });
    // Above the findings, the paper itself with its sources, and what the attorney must confirm before filing.
    await page.getByTestId('procedure').getByText('This paper: Demurrer').click();
    expect(await page.getByTestId('procedure').getByTestId('paper-check-before-filing').innerText()).toContain('430.41');
    await page.screenshot({ path: path.join(ARTIFACTS, 'studio-editor.png'), fullPage: false });

    // Export asks the attorney to confirm the unverified citation before the DOCX downloads.
    await page.getByRole('button', { name: 'Export' }).click();
    await page.getByRole('menuitem', { name: /Word \(DOCX\)/ }).click();
    // The attorney's made-up case is among what the gate could not verify.
    await page.getByRole('heading', { name: /citations? (is|are) not verified/ }).waitFor();
    await page.screenshot({ path: path.join(ARTIFACTS, 'export-confirm.png'), fullPage: false });
    expect(await page.getByRole('dialog').innerText()).toContain('Smith v. Jones, 410 U.S. 999');
    await page.getByLabel('I have reviewed these citations and want to export anyway').check();
    const [download] = await Promise.all([page.waitForEvent('download'), page.getByTestId('export-download').click()]);
    expect(download.suggestedFilename()).toBe('Demurrer — Jane Doe v. Acme Widgets, Inc.docx');
    const file = path.join(ARTIFACTS, 'demurrer.docx');
    await download.saveAs(file);

    // A real Word file: the caption with the fixed case number, the attorney's argument, pleading-paper line numbers.
    const entries = unzip(await readFile(file));
    const documentXml = entries.get('word/document.xml')!;
    expect(documentXml).toContain('RG26-123456');
    expect(documentXml).toContain('Smith v. Jones, 410 U.S. 999 (1973)');
    expect(documentXml).toContain('w:lnNumType');
    expect(documentXml).toContain('430.10');
    expect(documentXml).not.toContain('12(b)');
    expect(consoleErrors).toEqual([]);
  });
});
