import { existsSync, readdirSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { describe, expect, it } from 'vitest';

// Reads the client `npm run build` produced (npm test and CI build it before the suites); builds nothing itself.
const DIST = path.resolve('dist/client');
const built = existsSync(path.join(DIST, 'index.html'));
if (!built) console.warn(`public-bundle.test.ts: skipped, ${DIST} has no build; run \`npm run build\` first`);

// A sentence only the operator guide has: it is for administrators, served by GET /api/admin/operator-guide.
const GUIDE_SENTENCE = 'releases token reservations that a crash left open';

const filesUnder = (dir: string): string[] =>
  readdirSync(dir, { withFileTypes: true }).flatMap((entry) => {
    const file = path.join(dir, entry.name);
    return entry.isDirectory() ? filesUnder(file) : [file];
  });

describe.skipIf(!built)('the public client bundle (dist/client)', () => {
  const files = built ? filesUnder(DIST) : [];

  it('holds no source maps and no links to them', () => {
    expect(files.filter((file) => file.endsWith('.map'))).toEqual([]);
    expect(files.filter((file) => readFileSync(file, 'latin1').includes('sourceMappingURL'))).toEqual([]);
  });

  it('holds none of the admin-only operator guide', () => {
    expect(readFileSync('content/admin/operator-guide.md', 'utf8').replace(/\s+/g, ' ')).toContain(GUIDE_SENTENCE);
    expect(files.filter((file) => readFileSync(file, 'utf8').replace(/\s+/g, ' ').includes(GUIDE_SENTENCE))).toEqual([]);
  });
});
