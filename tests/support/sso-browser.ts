import { expect } from 'vitest';

/**
 * What a browser does between the app's `/sso/start` answer and the provider's redirect back: follows redirects with
 * the provider's cookies, and submits its sign-in form as `subject`. Returns the URL the provider sends the browser
 * back to (the app's callback, with `code` and `state`).
 */
export async function signInAtProvider(authorizationUrl: string, { subject, redirectUri }: { subject: string; redirectUri: string }): Promise<URL> {
  const cookies = new Map<string, string>();
  const remember = (response: Response) => {
    for (const line of response.headers.getSetCookie()) {
      const [pair] = line.split(';');
      const at = pair!.indexOf('=');
      cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
  };
  const cookieHeader = () => [...cookies].map(([name, value]) => `${name}=${value}`).join('; ');

  let url = new URL(authorizationUrl);
  let form: URLSearchParams | null = null;
  for (let hop = 0; hop < 12; hop++) {
    if (url.href.startsWith(redirectUri)) return url;
    const response = await fetch(url, {
      method: form ? 'POST' : 'GET',
      redirect: 'manual',
      headers: { cookie: cookieHeader(), ...(form ? { 'content-type': 'application/x-www-form-urlencoded' } : {}) },
      body: form ?? undefined,
    });
    remember(response);
    form = null;
    const location = response.headers.get('location');
    if (location) {
      url = new URL(location, url);
      continue;
    }
    const page = await response.text();
    expect(page, `the provider answered ${response.status} at ${url.href}`).toContain('<form method="post"');
    form = new URLSearchParams({ subject });
  }
  throw new Error('the identity provider never sent the browser back to the app');
}
