/** Only same-site paths are followed after sign-in; anything else (other hosts, `//evil`, `javascript:`) falls back. */
export function safeReturnUrl(raw: string | null, fallback = '/dashboard'): string {
  if (!raw || !raw.startsWith('/') || raw.startsWith('//') || raw.startsWith('/\\')) return fallback;
  try {
    const url = new URL(raw, 'https://volnadraft.invalid');
    if (url.origin !== 'https://volnadraft.invalid') return fallback;
    return `${url.pathname}${url.search}${url.hash}`;
  } catch {
    return fallback;
  }
}
