import type { ExportInput } from './export-format';
import type { PagedTables } from './tables-of-contents';

/**
 * The draft as a Word document (docx-document.ts). The docx package and the modules that build on it are loaded at
 * the first export, not when the server starts: about 3 MB of JS heap and 15 MB of RSS that a server nobody exports
 * from need not hold (issue #16, server memory).
 */
export async function exportDocx(input: ExportInput, tables?: PagedTables): Promise<Buffer> {
  const { renderDocx } = await import('./docx-document');
  return renderDocx(input, tables);
}
