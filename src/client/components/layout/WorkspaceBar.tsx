import { cn } from '../../lib/cn';
import { NavLinks } from './NavLinks';
import { workspaceNavLinks } from './nav-links';

type LinkClass = (state: { isActive: boolean }) => string;

const rowLinkClass: LinkClass = ({ isActive }) =>
  cn(
    'shrink-0 rounded-md px-3 py-1.5 text-sm font-medium transition-colors',
    isActive ? 'bg-ink-900 text-white' : 'text-ink-700 hover:bg-ink-100 hover:text-ink-950',
  );

/**
 * The signed-in workspace's links (issue #39): a row under the header on desktop, or a group of the phone menu drawn
 * with the menu's own link style.
 */
export default function WorkspaceBar({ menuLinkClass }: { menuLinkClass?: LinkClass }) {
  if (menuLinkClass) {
    return (
      <nav aria-label="Workspace" className="mt-3 flex flex-col gap-1 border-t border-ink-100 pt-3">
        <NavLinks links={workspaceNavLinks} className={menuLinkClass} />
      </nav>
    );
  }
  return (
    <div className="hidden border-b border-ink-100 bg-ink-50/60 md:block">
      <nav
        aria-label="Workspace"
        data-testid="workspace-nav"
        className="mx-auto flex h-11 max-w-7xl items-center gap-1 overflow-x-auto px-4 sm:px-6 lg:px-8"
      >
        <NavLinks links={workspaceNavLinks} className={rowLinkClass} />
      </nav>
    </div>
  );
}
