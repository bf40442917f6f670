import { readFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import type { AxeResults } from 'axe-core';
import type { Page } from 'playwright-core';

const AXE_SOURCE = readFileSync(createRequire(import.meta.url).resolve('axe-core/axe.min.js'), 'utf8');

/** What axe-core rates serious or critical on a page: the two ratings issue #39 allows none of. */
export interface AxeFinding {
  impact: 'serious' | 'critical';
  /** The rule, what it asks, and where it failed, for a person to read in the test's output. */
  text: string;
}

/**
 * axe-core run in the page as it stands. Its source is evaluated through the browser's debugging protocol, which the
 * app's content security policy (no inline scripts) does not govern, so pages are read as the app serves them.
 */
export async function axeFindings(page: Page): Promise<AxeFinding[]> {
  if (!(await page.evaluate(() => 'axe' in window))) await page.evaluate(AXE_SOURCE);
  const results = await page.evaluate(() => (window as unknown as { axe: { run: () => Promise<AxeResults> } }).axe.run());
  return results.violations.flatMap((violation) =>
    violation.impact === 'serious' || violation.impact === 'critical'
      ? [{
          impact: violation.impact,
          text: `${violation.id} (${violation.impact}): ${violation.help} at ${violation.nodes
            .map((node) => `${node.target.join(' ')}${node.failureSummary ? ` [${node.failureSummary.replace(/\s+/g, ' ').slice(0, 160)}]` : ''}`)
            .join('; ')}`,
        }]
      : [],
  );
}
