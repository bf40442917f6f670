import { Link } from 'react-router';
import { SinglePage, type SinglePageName } from '../features/content/SinglePage';
import { footerLegalLinks } from '../components/layout/nav-links';
import { site } from '../features/site/content';

export type LegalPageName = Extract<SinglePageName, 'privacy' | 'terms' | 'cookies' | 'data-security'>;

/** /privacy, /terms, /cookies and /data-security, each from its file in content/pages/. */
export default function LegalPage({ name }: { name: LegalPageName }) {
  return (
    <SinglePage name={name} eyebrow="Legal" dateLabel="Last updated">
      <div className="mt-12 grid gap-4 border-t border-ink-100 pt-8 text-sm text-ink-700">
        <p>
          Questions about this page: write to{' '}
          <a href={`mailto:${site.supportEmail}`} className="font-medium text-ink-900 underline underline-offset-4">
            {site.supportEmail}
          </a>
          .
        </p>
        <nav aria-label="Legal pages">
          <ul className="flex flex-wrap gap-x-5 gap-y-2">
            {footerLegalLinks
              .filter((link) => link.to !== `/${name}`)
              .map((link) => (
                <li key={link.to}>
                  <Link to={link.to} className="font-medium text-ink-900 underline decoration-brass-400 underline-offset-4 hover:text-brass-700">
                    {link.label}
                  </Link>
                </li>
              ))}
          </ul>
        </nav>
      </div>
    </SinglePage>
  );
}
