import { memo, useEffect, useMemo } from 'react';
import type { DocumentBlock } from '../../../../shared/api/documents';
import { cn } from '../../../lib/cn';
import { pageAnchor, paragraphAnchor, textItems } from './anchors';

/** How long a paragraph a link pointed at stays highlighted. */
const HIGHLIGHT_MS = 2500;

// The paragraph a link pointed at is marked on the element itself (data-highlighted), for a moment.
const BLOCK_CLASS =
  'scroll-mt-24 rounded-md px-2 py-1 transition-colors duration-700 focus:outline-none data-highlighted:bg-brass-100 data-highlighted:ring-2 data-highlighted:ring-brass-300';

function Block({ block }: { block: DocumentBlock }) {
  // The ¶ a quotation link names, in the margin where the screen has room for one.
  const number = (
    <>
      <span className="float-left -ml-10 hidden w-8 pt-1 text-right font-sans text-[0.65rem] font-normal text-ink-500 select-none sm:block" aria-hidden>
        ¶{block.paragraph}
      </span>
      {block.number && <span className="mr-2 text-ink-500">{block.number}</span>}
    </>
  );
  if (block.kind === 'heading') {
    return (
      <h2 id={paragraphAnchor(block.paragraph)} tabIndex={-1} data-paragraph={block.paragraph} className={cn(BLOCK_CLASS, 'mt-4 font-serif text-lg font-semibold text-ink-950')}>
        {number}
        {block.text}
      </h2>
    );
  }
  return (
    <p
      id={paragraphAnchor(block.paragraph)}
      tabIndex={-1}
      data-paragraph={block.paragraph}
      className={cn(BLOCK_CLASS, 'font-serif leading-relaxed whitespace-pre-wrap text-ink-900', block.kind === 'list-item' && 'pl-6')}
    >
      {number}
      {block.text}
    </p>
  );
}

/**
 * The document's text as read: headings as headings, every paragraph with its anchor (`#p-12`), and a page marker
 * where each page starts. The paragraph `target` names is scrolled to and highlighted for a moment.
 */
export const DocumentText = memo(function DocumentText({ blocks, paged, target }: { blocks: DocumentBlock[]; paged: boolean; target: number | null }) {
  const items = useMemo(() => textItems(blocks, paged), [blocks, paged]);

  useEffect(() => {
    if (target === null) return;
    const element = document.getElementById(paragraphAnchor(target));
    if (!element) return;
    element.scrollIntoView({ behavior: 'smooth', block: 'center' });
    element.focus({ preventScroll: true });
    element.dataset.highlighted = '';
    const timer = setTimeout(() => delete element.dataset.highlighted, HIGHLIGHT_MS);
    return () => {
      clearTimeout(timer);
      delete element.dataset.highlighted;
    };
  }, [target, items]);

  if (blocks.length === 0) {
    return <p className="rounded-xl border border-dashed border-ink-200 p-6 text-center text-sm text-ink-600">No text was found in this document.</p>;
  }
  return (
    <article aria-label="Document text" className="mx-auto grid max-w-[52rem] gap-2 rounded-sm border border-ink-100 bg-white px-3 py-6 shadow-sm sm:px-14 sm:py-10" data-testid="document-text">
      {items.map((item) =>
        item.kind === 'page' ? (
          <p key={`page-${item.page}`} id={pageAnchor(item.page)} className="mt-4 flex items-center gap-3 font-sans text-xs font-medium tracking-wide text-ink-500 uppercase first:mt-0">
            <span className="h-px flex-1 bg-ink-100" aria-hidden />
            Page {item.page}
            <span className="h-px flex-1 bg-ink-100" aria-hidden />
          </p>
        ) : (
          <Block key={item.block.paragraph} block={item.block} />
        ),
      )}
    </article>
  );
});
