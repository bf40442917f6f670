import { NavLink } from 'react-router';

/** A list of navigation links, each marked active by the router (`end`: only on its own path). */
export function NavLinks({ links, className }: { links: readonly { to: string; label: string; end?: boolean }[]; className: (state: { isActive: boolean }) => string }) {
  return links.map((link) => (
    <NavLink key={link.to} to={link.to} end={link.end} className={className}>
      {link.label}
    </NavLink>
  ));
}
