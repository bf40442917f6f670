/** Routes of SPEC §2 whose screens arrive in later releases; each shows a designed "coming soon" page until then. */
export interface PlaceholderPage {
  path: string;
  title: string;
  section: 'Product' | 'Legal' | 'Workspace' | 'Administration';
  /** Signed-in users only; `admin`: administrators only. */
  access?: 'user' | 'admin';
  summary: string;
  highlights: string[];
}

export const placeholderPages: PlaceholderPage[] = [
  {
    path: '/about',
    title: 'About VolnaDraft',
    section: 'Product',
    summary: 'Who we are, why we verify every citation, and how our jurisdiction rule packs are sourced.',
    highlights: ['Our team and advisors', 'How we test drafting quality', 'Why self-hosting matters to firms'],
  },
  {
    path: '/blog',
    title: 'Blog',
    section: 'Product',
    summary: 'Practical articles for attorneys on drafting, research and the safe use of AI in practice.',
    highlights: ['Verifying citations before filing', 'Drafting for California courts', 'Token budgeting for matters'],
  },
  {
    path: '/help',
    title: 'Help Center',
    section: 'Product',
    summary: 'Searchable answers to questions about accounts, drafting, research and billing.',
    highlights: ['Getting started', 'Accounts and security', 'Billing and tokens'],
  },
  {
    path: '/resources',
    title: 'Resources',
    section: 'Product',
    summary: 'Guides, templates and the product demo video.',
    highlights: ['Demo video', 'Drafting guides', 'Templates by document type'],
  },
  {
    path: '/support',
    title: 'Support',
    section: 'Product',
    summary: 'Reach our team by email, or ask the 24/7 support assistant.',
    highlights: ['Contact form', '24/7 support assistant', 'Help center articles'],
  },
  {
    path: '/faq',
    title: 'Frequently Asked Questions',
    section: 'Product',
    summary: 'Short answers about accuracy, confidentiality, tokens and jurisdictions.',
    highlights: ['How citations are verified', 'Where your data is stored', 'What a token is'],
  },
  {
    path: '/tutorials',
    title: 'Tutorials',
    section: 'Product',
    summary: 'Step-by-step guides with screenshots of the real app.',
    highlights: ['Draft your first motion', 'Check a brief’s citations', 'Export to Word'],
  },
  {
    path: '/privacy',
    title: 'Privacy Policy',
    section: 'Legal',
    summary: 'What we collect, why, how long we keep it, and your rights.',
    highlights: ['Data we collect', 'How we use it', 'Your choices'],
  },
  {
    path: '/terms',
    title: 'Terms of Service',
    section: 'Legal',
    summary: 'The terms under which VolnaDraft is provided.',
    highlights: ['Accounts and acceptable use', 'Tokens and billing', 'Professional responsibility'],
  },
  {
    path: '/cookies',
    title: 'Cookie Policy',
    section: 'Legal',
    summary: 'The cookies VolnaDraft sets and what each one is for.',
    highlights: ['Strictly necessary cookies', 'No advertising cookies', 'How to clear them'],
  },
  {
    path: '/data-security',
    title: 'Data Security',
    section: 'Legal',
    summary: 'Exactly how your data is protected: in transit, at rest, and at sign-in.',
    highlights: ['TLS in transit', 'AES-256-GCM at rest', 'Phone multi-factor authentication'],
  },
  {
    path: '/admin-docs',
    access: 'admin',
    title: 'API and operator guide',
    section: 'Administration',
    summary: 'The API reference and the operator guide: configuration, providers, backups and scaling out.',
    highlights: ['API reference', 'Operator guide'],
  },
];
