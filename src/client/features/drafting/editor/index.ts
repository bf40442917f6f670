// The drafting studio's rich-text editor: one SectionEditor per section, one shared toolbar acting on the focused one.
export { DraftEditorProvider } from './DraftEditorProvider';
export { EditorToolbar } from './EditorToolbar';
export { SectionEditor } from './SectionEditor';
export { blocksToDoc, docToBlocks } from './blocks-doc';
