import { ShieldCheck } from 'lucide-react';
import { Link } from 'react-router';
import { site } from '../../features/site/content';
import { Logo } from './Logo';
import { footerLegalLinks, footerQuickLinks } from './nav-links';

function LinkColumn({ title, links }: { title: string; links: ReadonlyArray<{ to: string; label: string }> }) {
  return (
    <div>
      <h2 className="text-xs font-semibold tracking-wider text-brass-300 uppercase">{title}</h2>
      <ul className="mt-4 space-y-2.5">
        {links.map((link) => (
          <li key={link.to}>
            <Link to={link.to} className="text-sm text-ink-200 hover:text-white">
              {link.label}
            </Link>
          </li>
        ))}
      </ul>
    </div>
  );
}

/** SPEC §2 footer: quick links, legal links, social links and security badges. */
export function Footer() {
  return (
    <footer className="bg-ink-950 text-ink-200">
      <div className="mx-auto grid max-w-7xl gap-10 px-4 py-14 sm:px-6 md:grid-cols-4 lg:px-8">
        <div className="md:col-span-2">
          <Logo tone="light" />
          <p className="mt-4 max-w-sm text-sm leading-6 text-ink-300">{site.tagline}</p>
          <ul className="mt-6 flex flex-wrap gap-2" aria-label="Security">
            {site.securityBadges.map((badge) => (
              <li
                key={badge.label}
                title={badge.detail}
                className="inline-flex items-center gap-1.5 rounded-full border border-ink-700 px-3 py-1 text-xs font-medium text-ink-100"
              >
                <ShieldCheck className="size-3.5 text-brass-300" aria-hidden />
                {badge.label}
                <span className="sr-only">: {badge.detail}</span>
              </li>
            ))}
          </ul>
        </div>
        <LinkColumn title="Quick links" links={footerQuickLinks} />
        <LinkColumn title="Legal" links={footerLegalLinks} />
      </div>
      <div className="border-t border-ink-800">
        <div className="mx-auto flex max-w-7xl flex-col gap-3 px-4 py-6 text-xs text-ink-400 sm:flex-row sm:items-center sm:justify-between sm:px-6 lg:px-8">
          {/* The landing page's HTML is rendered at build time: a year turned since then is no hydration error. */}
          <p suppressHydrationWarning>
            © {new Date().getFullYear()} {site.product}. Not a law firm; output is reviewed by the attorney of record.
          </p>
          <ul className="flex gap-4" aria-label="Social">
            {site.social.map((s) => (
              <li key={s.url}>
                <a href={s.url} rel="noopener noreferrer" target="_blank" className="hover:text-white">
                  {s.label}
                </a>
              </li>
            ))}
          </ul>
        </div>
      </div>
    </footer>
  );
}
