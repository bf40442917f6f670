import { mkdir } from 'node:fs/promises';
import path from 'node:path';
import { describe, expect, it } from 'vitest';
import { firmMembers } from '../../src/server/db/schema';
import type { MatterDetail } from '../../src/shared/api/matters';
import { apiToken, bearer } from '../support/builders';
import { draftsClient } from '../support/drafts';
import { signInTo } from './support/assistant';
import { setUpJourney } from './support/harness';
import { createUser, expectToast } from './support/identity';

const ARTIFACTS = path.resolve('test-results/matter-moves');

/** Issue #39: a draft started outside a matter is moved into it from the studio, and a colleague in the matter opens it. */
describe('a lawyer moves a draft into a matter and a colleague in the matter opens it', () => {
  const journey = setUpJourney();

  it('moves the draft from the studio; the colleague finds it on the matter page and opens it', async () => {
    await mkdir(ARTIFACTS, { recursive: true });
    const { app } = journey.app;
    const alex = await createUser(journey.app, { name: 'Alex Rivera' });
    const sam = await createUser(journey.app, { name: 'Sam Park' });
    const asAlex = bearer(await apiToken(app, alex.cookie));
    const firm = await app.inject({ method: 'POST', url: '/api/firms', headers: asAlex, payload: { name: 'Rivera & Park LLP' } });
    expect(firm.statusCode, firm.body).toBe(201);
    // Joining by invitation is another journey's subject: Sam is written into the firm directly.
    await journey.app.database.db.insert(firmMembers).values({ firmId: firm.json<{ id: string }>().id, userId: sam.id, role: 'member' });
    const opened = await app.inject({
      method: 'POST',
      url: '/api/matters',
      headers: asAlex,
      payload: { firmId: firm.json<{ id: string }>().id, name: 'Acme v. Widgets', client: 'Acme Corp.', number: '2026-014' },
    });
    const matter = opened.json<MatterDetail>();
    expect((await app.inject({ method: 'POST', url: `/api/matters/${matter.id}/members`, headers: asAlex, payload: { userId: sam.id } })).statusCode).toBe(200);
    const draft = await draftsClient(app, { headers: asAlex }).create({ title: 'Demurrer to the first amended complaint' });

    const alexBrowser = await journey.open('desktop');
    await signInTo(alexBrowser.page, alex, `/drafts/${draft.id}`);
    const page = alexBrowser.page;
    await page.getByRole('button', { name: 'Move to a matter' }).click();
    const form = page.getByTestId('move-to-matter');
    await form.getByText('Every member of the matter will see it').waitFor();
    await form.getByLabel('Move this draft into a matter').selectOption({ label: '2026-014 · Acme v. Widgets' });
    await page.screenshot({ path: path.join(ARTIFACTS, 'studio-move-form.png') });
    await form.getByRole('button', { name: 'Move', exact: true }).click();
    await expectToast(page, 'Moved into 2026-014 · Acme v. Widgets', 'Every member of the matter can now open this draft.');
    await page.getByTestId('draft-matter').filter({ hasText: '2026-014 · Acme v. Widgets' }).waitFor();
    expect(await page.getByRole('button', { name: 'Move to a matter' }).count()).toBe(0);
    await page.screenshot({ path: path.join(ARTIFACTS, 'studio-after-move.png') });

    const samBrowser = await journey.open('desktop');
    await signInTo(samBrowser.page, sam, `/matters/${matter.id}`);
    await samBrowser.page.getByRole('link', { name: draft.title }).first().click();
    await samBrowser.page.waitForURL((url) => url.pathname === `/drafts/${draft.id}`);
    expect(await samBrowser.page.getByTestId('draft-title').inputValue()).toBe(draft.title);
    await samBrowser.page.getByTestId('draft-matter').filter({ hasText: '2026-014' }).waitFor();
    await samBrowser.page.screenshot({ path: path.join(ARTIFACTS, 'colleague-opens-draft.png') });
    expect(alexBrowser.consoleErrors).toEqual([]);
    expect(samBrowser.consoleErrors).toEqual([]);
  });
});
