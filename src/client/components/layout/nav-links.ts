/** SPEC §2: the links the navigation bar always shows, and the footer's groups. */
export const primaryNavLinks = [
  { to: '/about', label: 'About' },
  { to: '/plans', label: 'Plans' },
  { to: '/tools', label: 'Tools' },
  { to: '/resources', label: 'Resources' },
  { to: '/support', label: 'Support' },
] as const;

/**
 * Issue #39: the work a signed-in lawyer moves between, one click away on every page. `end` keeps Research from
 * also claiming the citation check, which lives under it.
 */
export const workspaceNavLinks = [
  { to: '/research', label: 'Research', end: true },
  { to: '/research/check', label: 'Check citations' },
  { to: '/drafts', label: 'Drafts' },
  { to: '/documents', label: 'Documents' },
  { to: '/chat', label: 'Chat' },
  { to: '/matters', label: 'Matters' },
] as const;

export const footerQuickLinks = [{ to: '/', label: 'Home' }, ...primaryNavLinks] as const;

export const footerLegalLinks = [
  { to: '/privacy', label: 'Privacy Policy' },
  { to: '/terms', label: 'Terms of Service' },
  { to: '/cookies', label: 'Cookie Policy' },
  { to: '/data-security', label: 'Data Security' },
] as const;
