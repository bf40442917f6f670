import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useReducer, useRef } from 'react';
import { invalidateDocuments } from '../documents-queries';
import { uploadDocument } from './upload-file';
import { rowsFor, uploadReducer } from './upload-queue';

/**
 * Uploads picked files in parallel, one request each, and keeps a row per file with its progress and outcome.
 * `matterId` puts them in that matter (null: the user's own).
 */
export function useDocumentUpload() {
  const queryClient = useQueryClient();
  const [rows, dispatch] = useReducer(uploadReducer, []);
  const counter = useRef(0);

  const upload = useCallback(
    (files: File[], matterId: string | null = null) => {
      const added = rowsFor(files, () => `upload-${++counter.current}`);
      dispatch({ type: 'add', rows: added });
      added.forEach((row, index) => {
        if (row.state !== 'uploading') return;
        uploadDocument(files[index]!, { matterId, onProgress: (sent) => dispatch({ type: 'progress', key: row.key, sent }) }).then(
          (document) => {
            dispatch({ type: 'done', key: row.key, document });
            void invalidateDocuments(queryClient);
          },
          (error: unknown) => dispatch({ type: 'failed', key: row.key, message: error instanceof Error ? error.message : String(error) }),
        );
      });
    },
    [queryClient],
  );

  const dismiss = useCallback((key: string) => dispatch({ type: 'dismiss', key }), []);
  return { rows, upload, dismiss };
}
