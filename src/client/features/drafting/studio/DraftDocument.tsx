import { CERTIFICATE_SECTION_ID } from '../../../../shared/api/certifications';
import type { Block, Caption, DraftContent } from '../../../../shared/api/drafts';
import { CaptionBlock } from './CaptionBlock';
import { sectionPhase, type GenerationRun } from './generation-run';
import { SectionBlock } from './SectionBlock';
import { SignatureBlock } from './SignatureBlock';

/** The page the attorney writes on: the caption (court filings), every section, the signature block. */
export function DraftDocument({
  content,
  editable,
  run,
  onCaptionChange,
  onHeadingChange,
  onBlocksChange,
  onSignatureChange,
  onRegenerate,
}: {
  content: DraftContent;
  /** False while the draft is written elsewhere; sections a generation is writing are locked on their own. */
  editable: boolean;
  run: GenerationRun | null;
  onCaptionChange: (caption: Caption) => void;
  onHeadingChange: (sectionId: string, heading: string) => void;
  onBlocksChange: (sectionId: string, blocks: Block[]) => void;
  onSignatureChange: (lines: string[]) => void;
  onRegenerate: (sectionId: string, instructions: string) => void;
}) {
  return (
    <article
      aria-label="Draft"
      className="mx-auto grid max-w-[52rem] gap-6 rounded-sm border border-ink-100 bg-white px-5 py-8 shadow-sm sm:px-12 sm:py-12 lg:px-16"
      data-testid="draft-document"
    >
      {content.caption && <CaptionBlock caption={content.caption} onChange={onCaptionChange} readOnly={!editable} />}
      {content.sections.map((section, index) => {
        const phase = sectionPhase(run, section.id);
        return (
          <SectionBlock
            key={section.id}
            section={section}
            index={index}
            editable={editable}
            phase={phase}
            streamingText={phase === 'writing' ? (run?.writing?.text ?? '') : null}
            // The certificate states what the attorney certifies: no model rewrites it (Certifications refreshes it).
            canRegenerate={editable && run === null && section.id !== CERTIFICATE_SECTION_ID}
            onHeadingChange={onHeadingChange}
            onBlocksChange={onBlocksChange}
            onRegenerate={onRegenerate}
          />
        );
      })}
      <SignatureBlock lines={content.signatureBlock} onChange={onSignatureChange} readOnly={!editable} />
    </article>
  );
}
