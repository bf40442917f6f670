import rawLanding from '../../../../content/landing.json';
import type { Landing } from './schema';

/**
 * The landing page's copy and claims (SPEC §1, §9), edited in content/landing.json. JSON types its icon names as
 * plain strings, hence the cast; content.test.ts validates the file against the schema, so zod stays off the page.
 */
export const landing = rawLanding as Landing;
