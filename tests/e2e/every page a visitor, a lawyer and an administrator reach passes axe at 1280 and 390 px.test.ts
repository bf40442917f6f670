import type { Locator, Page } from 'playwright-core';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import type { DraftDetail } from '../../src/shared/api/drafts';
import { adminWithMfa } from '../support/admin';
import { apiToken, bearer, type TestUser } from '../support/builders';
import { buildPdf, leasePages, uploadDocument } from '../support/documents';
import { buildMotionIntake } from '../support/drafts';
import { firmWith, matterWith } from '../support/matters';
import { ask, latestAnswer, loadCorpus, signInTo } from './support/assistant';
import { axeFindings, type AxeFinding } from './support/axe';
import { setUpJourney } from './support/harness';
import { createUser } from './support/identity';

/** The two widths issue #39 names: a laptop and a phone. */
const SIZES = [
  { name: '1280×800', viewport: { width: 1280, height: 800 } },
  { name: '390×844', viewport: { width: 390, height: 844 } },
] as const;

interface Stop {
  route: string;
  /** The page's first-level heading, proof that the page itself (not a spinner, a 404 or the sign-in form) is shown. */
  heading: string | RegExp;
  /** What a user does there before the page is read: open a tab, run a check, ask a question. */
  then?: (page: Page) => Promise<void>;
  /** A name for the stop when the route alone does not say what was done. */
  label?: string;
}

const ANONYMOUS: Stop[] = [
  { route: '/', heading: 'Draft full-length legal documents for your jurisdiction, with every citation checked.' },
  { route: '/about', heading: 'About VolnaDraft' },
  { route: '/plans', heading: 'Pay for the work you do' },
  { route: '/tools', heading: 'Tools' },
  { route: '/blog', heading: 'Blog' },
  { route: '/blog/verify-citations-before-filing', heading: 'Verify every citation before you file' },
  { route: '/help', heading: 'Help Center' },
  { route: '/help/reset-your-password', heading: 'How do I reset my password?' },
  { route: '/resources', heading: 'Resources' },
  { route: '/faq', heading: 'Frequently Asked Questions' },
  { route: '/tutorials', heading: 'Tutorials' },
  { route: '/tutorials/draft-your-first-motion', heading: 'Draft your first motion' },
  { route: '/privacy', heading: 'Privacy Policy' },
  { route: '/terms', heading: 'Terms of Service' },
  { route: '/cookies', heading: 'Cookie Policy' },
  { route: '/data-security', heading: 'Data Security' },
  { route: '/support', heading: 'How can we help?' },
  { route: '/research', heading: 'Case-law research' },
  { route: '/login', heading: /./ },
  { route: '/signup', heading: /./ },
  { route: '/forgot-password', heading: /./ },
  { route: '/reset-password?token=not-a-real-token', heading: /./ },
  { route: '/verify-email', heading: /./ },
  { route: '/admin-login', heading: /./ },
  { route: '/admin-setup', heading: /./ },
  { route: '/no-such-page', heading: '404 Page Not Found' },
];

interface Work {
  draftId: string;
  documentId: string;
  matterId: string;
  caseId: number;
}

const BRIEF = 'The right recognized in Roe v. Wade, 410 U.S. 113 (1973), was revisited. Petitioner relies on Smith v. Jones, 505 U.S. 901 (1992).';

const LAWYER = (work: Work): Stop[] => [
  { route: '/dashboard', heading: /./ },
  { route: '/research?q=Roe+v.+Wade', heading: 'Case-law research', then: (page) => page.locator(`a[href="/research/cases/${work.caseId}"]`).first().waitFor() },
  { route: `/research/cases/${work.caseId}`, heading: /./ },
  {
    route: '/research/check',
    heading: 'Check citations',
    label: '/research/check with a checked brief',
    then: async (page) => {
      await page.getByLabel('Your brief').fill(BRIEF);
      await page.getByRole('button', { name: 'Check citations' }).click();
      await page.getByRole('heading', { name: 'Every citation, in order' }).waitFor();
    },
  },
  { route: '/drafts', heading: 'Drafts' },
  { route: '/drafts/new', heading: /./ },
  { route: `/drafts/${work.draftId}`, heading: /./ },
  { route: '/documents', heading: 'Documents' },
  { route: '/sessions', heading: /./ },
  { route: `/documents/${work.documentId}`, heading: /lease/ },
  { route: `/documents/${work.documentId}?tab=check`, heading: /lease/ },
  {
    route: `/documents/${work.documentId}?tab=review`,
    heading: /lease/,
    then: async (page) => {
      await page.getByLabel('Jurisdiction').selectOption('us-ca');
      await page.getByTestId('clauses-found').waitFor();
      // "Create revised draft" is the top element over its whole box: the Support launcher used to cover its right
      // end at 1280×800 and most of it on a phone. It takes pointer events once a replacement is accepted.
      await page.getByTestId('review-finding').getByLabel('Accept').first().check();
      expect(await uncovered(page.getByRole('button', { name: 'Create revised draft' }))).toBe(true);
    },
  },
  {
    route: `/documents/${work.documentId}?tab=ask`,
    heading: /lease/,
    // Every tab is on screen, the last (Ask) included: on a phone it used to be scrolled out of the row.
    then: async (page) => {
      for (const tab of await page.getByRole('tab').all()) expect(await whollyInView(tab), await tab.innerText()).toBe(true);
    },
  },
  { route: '/documents/table', heading: 'Table review' },
  {
    route: '/chat',
    heading: /./,
    label: '/chat with an answer',
    then: async (page) => {
      await ask(page, 'What did the Court hold in Roe v. Wade, 410 U.S. 113 (1973)?');
      await latestAnswer(page).getByTestId('answer-tokens').waitFor({ timeout: 30_000 });
      // Send is the top element over its whole box: the Support launcher used to cover it at 1280×800. A disabled
      // button takes no pointer events, so a question is typed first.
      await page.getByLabel('Your question').fill('And in New York?');
      expect(await uncovered(page.getByRole('button', { name: 'Send' }))).toBe(true);
    },
  },
  { route: '/matters', heading: /./ },
  { route: `/matters/${work.matterId}`, heading: /./ },
  { route: '/firms', heading: /./ },
  { route: '/plans', heading: 'Pay for the work you do' },
  { route: '/subscribe', heading: /./ },
  { route: '/buy-tokens', heading: /./ },
  { route: '/support', heading: 'How can we help?' },
];

const ADMIN_TABS = ['users', 'analytics', 'matters', 'audit', 'outbox', 'invitations', 'sso'];
const ADMIN: Stop[] = [
  ...ADMIN_TABS.map((tab) => ({ route: tab === 'users' ? '/admin' : `/admin?tab=${tab}`, heading: 'Admin area' })),
  { route: '/admin-docs', heading: /./ },
];

/** Whether the element lies inside the viewport, all of it. */
const whollyInView = (element: Locator) =>
  element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    return box.left >= 0 && box.top >= 0 && box.right <= window.innerWidth && box.bottom <= window.innerHeight;
  });

/** Whether a click anywhere on the element (its centre and four points near its corners) reaches it. */
const uncovered = (element: Locator) =>
  element.evaluate((node) => {
    const box = node.getBoundingClientRect();
    const points = [[0.5, 0.5], [0.1, 0.1], [0.9, 0.1], [0.1, 0.9], [0.9, 0.9]];
    return points.every(([x, y]) => node.contains(document.elementFromPoint(box.left + box.width * x!, box.top + box.height * y!)));
  });

/** Shows a stop as a user reaches it and returns what axe finds there, each finding named by its page. */
async function read(page: Page, stop: Stop): Promise<AxeFinding[]> {
  await page.goto(stop.route);
  const target = new URL(stop.route, 'http://x');
  await page.waitForURL((url) => url.pathname === target.pathname);
  const name = stop.label ?? stop.route;
  try {
    await page.getByRole('heading', { level: 1, name: stop.heading }).first().waitFor({ timeout: 90_000 });
    await page.getByText('Loading...', { exact: true }).filter({ visible: true }).first().waitFor({ state: 'detached', timeout: 90_000 });
    await stop.then?.(page);
  } catch (error) {
    throw new Error(`${name} was not shown: ${(error as Error).message}`, { cause: error });
  }
  const findings = (await axeFindings(page)).map((finding) => ({ ...finding, text: `${name}: ${finding.text}` }));
  console.log(`${name}: ${findings.length} serious or critical`);
  return findings;
}

/**
 * Issue #39: every page an anonymous visitor, a signed-in lawyer (with a draft, an uploaded lease, a firm, a matter
 * and a conversation) and an administrator reach, at a laptop's and a phone's width, with axe-core's serious and
 * critical findings listed and counted.
 */
describe('every page a visitor, a lawyer and an administrator reach passes axe at 1280 and 390 px', () => {
  const journey = setUpJourney();
  let lawyer: TestUser;
  let adminCookie: string;
  let work: Work;

  beforeAll(async () => {
    await loadCorpus(journey.app);
    lawyer = await createUser(journey.app, { name: 'Alex Rivera' });
    const signedIn = { user: lawyer, headers: bearer(await apiToken(journey.app.app, lawyer.cookie)) };
    const inject = (method: 'GET' | 'POST', url: string, payload?: object) =>
      journey.app.app.inject({ method, url, headers: signedIn.headers, ...(payload ? { payload } : {}) });

    const draft = await inject('POST', '/api/drafts', { typeId: 'motion-to-dismiss', jurisdiction: 'us-ca', intake: buildMotionIntake() });
    expect(draft.statusCode, draft.body).toBe(201);
    const lease = await buildPdf(leasePages({ tenant: 'Blue Cafe Inc.', rent: '$12,000', assignment: 'Tenant may assign this Lease at its sole discretion.' }));
    const document = await uploadDocument(journey.app.app, signedIn.headers, { name: 'blue-cafe-lease.pdf', bytes: lease });
    expect(document.statusCode, document.body).toBe(201);
    const firmId = await firmWith(journey.app, signedIn, [], 'Rivera & Park LLP');
    const matter = await matterWith(journey.app, signedIn, firmId, [], { name: 'Acme v. Widgets' });
    const search = await inject('GET', '/api/research/search?q=Roe+v.+Wade');
    const caseId = search.json<{ results: Array<{ caseId: number }> }>().results[0]?.caseId;
    expect(caseId, search.body).toBeTypeOf('number');
    work = { draftId: draft.json<DraftDetail>().id, documentId: document.json<{ id: string }>().id, matterId: matter.id, caseId: caseId! };

    adminCookie = (await adminWithMfa(journey.app, { name: 'Grace Hopper' })).user.cookie;
  });

  /** A fresh page at the size, signed in by the session cookie when one is given (an admin's has passed MFA). */
  async function openAt(viewport: { width: number; height: number }, cookie?: string) {
    const { page, context } = await journey.open(viewport.width < 640 ? 'phone' : 'desktop');
    await page.setViewportSize(viewport);
    if (cookie) {
      await context.addCookies(cookie.split('; ').map((pair) => {
        const at = pair.indexOf('=');
        return { name: pair.slice(0, at), value: pair.slice(at + 1), url: journey.app.baseUrl };
      }));
    }
    return page;
  }

  /** Pages read and findings at each size, over the groups below, printed at the end for CI's log. */
  const tally = new Map<string, { pages: number; findings: AxeFinding[] }>(SIZES.map(({ name }) => [name, { pages: 0, findings: [] }]));
  afterAll(() => {
    for (const [size, { pages, findings }] of tally) {
      const count = (impact: AxeFinding['impact']) => findings.filter((finding) => finding.impact === impact).length;
      console.log(`axe at ${size}: ${pages} pages, ${count('serious')} serious, ${count('critical')} critical`);
    }
  });

  const GROUPS: Array<{ who: string; stops: () => Stop[]; open: (viewport: { width: number; height: number }) => Promise<Page> }> = [
    { who: 'a visitor', stops: () => ANONYMOUS, open: (viewport) => openAt(viewport) },
    {
      who: 'a signed-in lawyer',
      stops: () => LAWYER(work),
      open: async (viewport) => {
        const page = await openAt(viewport);
        await signInTo(page, lawyer, '/dashboard');
        return page;
      },
    },
    { who: 'an administrator', stops: () => ADMIN, open: (viewport) => openAt(viewport, adminCookie) },
  ];

  for (const { name, viewport } of SIZES) {
    for (const group of GROUPS) {
      it(`at ${name}: no serious and no critical finding on the pages ${group.who} reaches`, { timeout: 900_000 }, async () => {
        const page = await group.open(viewport);
        const findings: AxeFinding[] = [];
        for (const stop of group.stops()) {
          findings.push(...(await read(page, stop)));
          tally.get(name)!.pages += 1;
        }
        tally.get(name)!.findings.push(...findings);
        expect(findings.map((finding) => finding.text)).toEqual([]);
      });
    }
  }
});
