import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { chatUser } from '../support/chat';
import { buildMotionIntake, draftsClient, withSectionText } from '../support/drafts';
import { setUpJourney, visit } from './support/harness';
import { submitLogin } from './support/identity';

/** Screenshots for a person to look at (test-results/ is not committed). */
const ARTIFACTS = path.resolve('test-results/certifications');

describe('an attorney before Judge Starr adds the AI-use certificate to a motion', () => {
  const journey = setUpJourney();

  it("sees Judge Starr's order with its source, and adds the certificate, which names the citation it could not verify", async () => {
    await mkdir(ARTIFACTS, { recursive: true });
    const user = await chatUser(journey.app.app);
    const drafts = draftsClient(journey.app.app, user);
    const draft = await drafts.create({
      jurisdiction: 'us-federal',
      intake: buildMotionIntake({ court: 'United States District Court for the Northern District of Texas', judge: 'Brantley Starr', grounds: '12b6' }),
    });
    await drafts.save(draft.id, {
      baseRevision: draft.revision,
      content: withSectionText(draft.content, 'argument', ['No court has held otherwise. Smith v. Jones, 410 U.S. 999 (1973).']),
    });

    const { page, consoleErrors } = await journey.open();
    await visit(page, `/drafts/${draft.id}`);
    await page.waitForURL('**/login?returnUrl=**');
    await submitLogin(page, user.email, user.password);
    await page.waitForURL((url) => url.pathname === `/drafts/${draft.id}`);

    await page.getByRole('button', { name: 'Certifications' }).click();
    const dialog = page.getByRole('dialog', { name: 'AI-use certifications' });
    const order = dialog.getByTestId('certification-requirement');
    await order.waitFor();
    expect(await order.innerText()).toMatch(/Judge Brantley Starr[\s\S]*Certificate required[\s\S]*Mandatory Certification Regarding Generative Artificial Intelligence/);
    const text = await dialog.getByTestId('certificate-text').innerText();
    expect(text).toMatch(/\[\d+ citations? (is|are) not verified: .*Smith v\. Jones, 410 U\.S\. 999 \(1973\) \(could not be checked\).* — verify them before signing\]/);
    await page.screenshot({ path: path.join(ARTIFACTS, 'certifications-dialog.png') });

    await dialog.getByRole('button', { name: 'Add certificate to the draft' }).click();
    const certificate = page.getByTestId('draft-section').filter({ hasText: 'Certificate Regarding the Use of Generative Artificial Intelligence' });
    await certificate.waitFor();
    await certificate.scrollIntoViewIfNeeded();
    await page.screenshot({ path: path.join(ARTIFACTS, 'certificate-in-draft.png') });
    // Autosave sends it after the typing pause, as any edit.
    await expect.poll(async () => (await drafts.get(draft.id)).content.sections.at(-1)?.heading, { timeout: 10_000 }).toBe(
      'Certificate Regarding the Use of Generative Artificial Intelligence',
    );
    expect(consoleErrors).toEqual([]);
  });
});
