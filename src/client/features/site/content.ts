import rawSite from '../../../../content/site.json';
import type { Site } from './schema';

/**
 * Site-wide copy from content/site.json. The type checker holds the file to the schema's shape and content.test.ts
 * to its formats, so a malformed file fails the build's checks, not a visitor's page, and zod stays off the page.
 */
export const site: Site = rawSite;
