import { describe, expect, it } from 'vitest';
import { pageVisits } from '../../src/server/db/schema';
import { setUpJourney, visit } from './support/harness';
import { createUser, submitLogin } from './support/identity';

describe('a visitor browses the public site', () => {
  const journey = setUpJourney();

  it('sees the landing page: hero, demo video, three feature cards and both sections', async () => {
    const { page, consoleErrors } = await journey.open();
    await visit(page, '/');

    await page.getByRole('heading', { level: 1 }).waitFor();
    expect(await page.getByRole('link', { name: 'Get Started' }).getAttribute('href')).toBe('/signup');
    expect(await page.getByRole('link', { name: 'Watch Demo' }).getAttribute('href')).toBe('/resources');

    const video = page.getByTestId('demo-video');
    // It loops, so it can be paused (WCAG 2.2.2).
    expect(await video.evaluate((v: HTMLVideoElement) => [v.loop, v.muted, v.autoplay, v.controls])).toEqual([true, true, true, true]);
    const src = await video.getAttribute('src');
    const media = await page.request.get(src!);
    expect(media.status()).toBe(200);
    expect(media.headers()['content-type']).toContain('video/mp4');

    expect(await page.getByTestId('feature-card').count()).toBe(3);
    await page.getByRole('heading', { name: 'Built by Legal Experts' }).waitFor();
    await page.getByRole('heading', { name: 'Get Expert Support' }).waitFor();
    expect(await page.getByText('70%').count()).toBeGreaterThan(0);
    expect(await page.getByText('10,000+').count()).toBeGreaterThan(0);
    expect(consoleErrors).toEqual([]);
  });

  it.each([
    ['/about', 'About VolnaDraft'],
    ['/faq', 'Frequently Asked Questions'],
    ['/privacy', 'Privacy Policy'],
    ['/data-security', 'Data Security'],
    ['/blog', 'Blog'],
    ['/terms', 'Terms of Service'],
  ])('opens %s', async (route, heading) => {
    const { page } = await journey.open();
    await visit(page, route);
    await page.getByRole('heading', { level: 1, name: heading }).waitFor();
    expect(await page.title()).toBe(`${heading} · VolnaDraft`);
  });

  it('is asked to sign in for the chat, which /chat and /volnadraft both open once signed in', async () => {
    const user = await createUser(journey.app);
    const { page } = await journey.open();
    await visit(page, '/volnadraft');
    await page.waitForURL('**/login?returnUrl=%2Fvolnadraft');
    await submitLogin(page, user.email, user.password);
    await page.waitForURL((url) => url.pathname === '/volnadraft');
    const headings: string[] = [];
    for (const route of ['/chat', '/volnadraft']) {
      // Not `visit`: the chat keeps the live channel open, so the network never goes idle.
      await page.goto(route);
      await page.getByRole('heading', { name: 'How can I help with your matter?' }).waitFor();
      headings.push(await page.getByRole('heading', { level: 1 }).innerText());
    }
    expect(headings).toEqual(['New conversation', 'New conversation']);
  });

  it('opens the sign-in screen at /login with its fields and links', async () => {
    const { page } = await journey.open();
    await visit(page, '/login');
    await page.getByRole('heading', { level: 1, name: 'Sign in' }).waitFor();
    expect(await page.locator('#email').getAttribute('type')).toBe('email');
    expect(await page.getByRole('link', { name: 'Forgot your password?' }).getAttribute('href')).toBe('/forgot-password');
    expect(await page.getByRole('link', { name: 'Create an account' }).getAttribute('href')).toBe('/signup');
  });

  it('shows the 404 screen for any other path', async () => {
    const { page } = await journey.open();
    await visit(page, '/no/such/page');
    await page.getByRole('heading', { level: 1, name: '404 Page Not Found' }).waitFor();
    expect(await page.getByText('/no/such/page').count()).toBe(1);
  });

  it('follows every navbar link, and signed out sees Login but no Dashboard, Admin or Logout', async () => {
    const { page } = await journey.open();
    await visit(page, '/');
    const nav = page.getByRole('navigation', { name: 'Main' });
    for (const [label, path] of [
      ['About', '/about'],
      ['Plans', '/plans'],
      ['Tools', '/tools'],
      ['Resources', '/resources'],
      ['Support', '/support'],
    ]) {
      await nav.getByRole('link', { name: label, exact: true }).click();
      await page.waitForURL(`**${path}`);
      await page.getByRole('heading', { level: 1 }).waitFor();
    }
    await nav.getByRole('link', { name: 'Login' }).click();
    await page.waitForURL('**/login');
    for (const hidden of ['Dashboard', 'Admin', 'Logout']) {
      expect(await nav.getByText(hidden, { exact: true }).count()).toBe(0);
    }
  });

  it('finds the footer’s quick, legal and social links and the security badges', async () => {
    const { page } = await journey.open();
    await visit(page, '/tools');
    const footer = page.locator('footer');
    const hrefs = await footer.getByRole('link').evaluateAll((links) =>
      links.map((a) => [a.textContent?.trim(), a.getAttribute('href')]),
    );
    expect(hrefs).toEqual(
      expect.arrayContaining([
        ['Home', '/'],
        ['About', '/about'],
        ['Plans', '/plans'],
        ['Tools', '/tools'],
        ['Resources', '/resources'],
        ['Support', '/support'],
        ['Privacy Policy', '/privacy'],
        ['Terms of Service', '/terms'],
        ['Cookie Policy', '/cookies'],
        ['Data Security', '/data-security'],
      ]),
    );
    expect(await footer.getByRole('list', { name: 'Social' }).getByRole('link').count()).toBeGreaterThan(0);
    expect(await footer.getByRole('list', { name: 'Security' }).getByRole('listitem').count()).toBeGreaterThan(0);

    await footer.getByRole('link', { name: 'Terms of Service' }).click();
    await page.getByRole('heading', { level: 1, name: 'Terms of Service' }).waitFor();
  });

  it('leaves a visit row for each page navigated to', async () => {
    const { page } = await journey.open();
    await visit(page, '/faq');
    await page.getByRole('navigation', { name: 'Main' }).getByRole('link', { name: 'Plans' }).click();
    await page.getByRole('heading', { level: 1, name: 'Pay for the work you do' }).waitFor();
    await expect
      .poll(async () => (await journey.app.database.db.select().from(pageVisits)).map((v) => v.path))
      .toEqual(expect.arrayContaining(['/faq', '/plans']));
  });
});
