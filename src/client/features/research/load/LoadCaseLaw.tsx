import { Download } from 'lucide-react';
import { useState } from 'react';
import { Button } from '../../../components/ui/button';
import { LoadCaseLawDialog } from './LoadCaseLawDialog';
import { isActive } from './import-progress';
import { useCorpusImports } from './use-corpus-imports';

/** The "Load case law" button and its dialog, shown only to whoever the server lets import (admins, or a sole user). */
export function LoadCaseLaw({ size = 'sm' }: { size?: 'sm' | 'md' }) {
  const imports = useCorpusImports();
  const [open, setOpen] = useState(false);
  if (!imports.data) return null;
  const latest = imports.data.jobs[0];
  const running = latest && isActive(latest);
  return (
    <>
      <Button variant="outline" size={size} onClick={() => setOpen(true)}>
        <Download aria-hidden />
        {running ? 'Loading case law…' : 'Load case law'}
      </Button>
      {open && <LoadCaseLawDialog latest={latest} importDir={imports.data.importDir} onClose={() => setOpen(false)} />}
    </>
  );
}
