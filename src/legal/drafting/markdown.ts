import { courtInCapitals } from '../courts/chosen-court';
import type { Caption, DraftDocument } from './assemble';

/** Markdown line break inside a paragraph, so addresses and signature lines keep their lines. */
const HARD_BREAK = '  \n';

function captionMarkdown(caption: Caption): string[] {
  const partyLines = (names: string[], role: string) => `${names.join(`;${HARD_BREAK}`).toUpperCase()},${HARD_BREAK}${role},`;
  return [
    // A chosen court's heading keeps its lines.
    `**${caption.court.split('\n').map(courtInCapitals).join(`**${HARD_BREAK}**`)}**`,
    partyLines(caption.plaintiffs, 'Plaintiff(s)'),
    'v.',
    partyLines(caption.defendants, 'Defendant(s)').replace(/,$/, '.'),
    [`Case No. ${caption.caseNumber}`, ...(caption.judge ? [`Judge: ${caption.judge}`] : [])].join(HARD_BREAK),
    // The title as written: capitals would turn "Rule 91a" into "RULE 91A".
    `**${caption.documentTitle}**`,
  ];
}

/** The draft as Markdown for display and tests: notes, caption, headed sections, signature block. */
export function toMarkdown(document: DraftDocument): string {
  const blocks = [
    `# ${document.title}`,
    ...document.notes.map((note) => `> ${note}`),
    ...(document.caption ? captionMarkdown(document.caption) : []),
    ...document.sections.flatMap((section) => [`## ${section.heading}`, ...section.paragraphs]),
  ];
  if (document.signatureBlock.length > 0) blocks.push('---', document.signatureBlock.join(HARD_BREAK));
  return `${blocks.join('\n\n')}\n`;
}
