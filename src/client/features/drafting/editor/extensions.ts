import StarterKit from '@tiptap/starter-kit';
import { SUBHEADING_LEVEL } from './blocks-doc';
import { ClauseLevels } from './clause-levels';
import { DefinedTerm } from './defined-term';
import { PlaceholderHighlight } from './placeholder-highlight';

/**
 * What a section's editor can hold: exactly what a draft's blocks can say. Formatting the blocks have no place for
 * (code, quotations, strike-through, links, rules) is left out so it cannot be typed or pasted in. There is no
 * trailing paragraph either: it would add an empty block to every section that ends in a list.
 * Shared by every section editor: extensions are configuration, each editor builds its own state from them.
 */
export const draftEditorExtensions = [
  StarterKit.configure({
    blockquote: false,
    code: false,
    codeBlock: false,
    horizontalRule: false,
    link: false,
    strike: false,
    trailingNode: false,
    heading: { levels: [SUBHEADING_LEVEL] },
  }),
  DefinedTerm,
  PlaceholderHighlight,
  ClauseLevels,
];
