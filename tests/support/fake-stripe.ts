import { createServer, type IncomingHttpHeaders, type ServerResponse } from 'node:http';
import type { AddressInfo } from 'node:net';

export interface FakeStripeRequest {
  method: string;
  path: string;
  headers: IncomingHttpHeaders;
  /** The form-encoded body as Stripe's client sends it, keys flattened: `line_items[0][price_data][currency]`. */
  form: Record<string, string>;
}

export interface FakeStripe {
  /** Spread into `createStripePayments` to send its API calls here. */
  connection: { protocol: 'http'; host: string; port: number };
  requests: FakeStripeRequest[];
  close(): Promise<void>;
}

export const fakeCheckoutSessionId = 'cs_test_1';
export const fakeCheckoutUrl = `https://checkout.stripe.test/c/${fakeCheckoutSessionId}`;

/**
 * A local HTTP server answering the few Stripe endpoints the app calls, recording every request, so the real Stripe
 * client can be exercised end to end without the network. `checkoutUrl: null` imitates a session Stripe returns
 * without a URL.
 */
export async function startFakeStripe(options: { checkoutUrl?: string | null } = {}): Promise<FakeStripe> {
  const checkoutUrl = options.checkoutUrl === undefined ? fakeCheckoutUrl : options.checkoutUrl;
  const requests: FakeStripeRequest[] = [];
  const server = createServer(async (req, res) => {
    let body = '';
    for await (const chunk of req) body += chunk;
    const method = req.method ?? 'GET';
    const path = new URL(req.url ?? '/', 'http://fake-stripe').pathname;
    requests.push({ method, path, headers: req.headers, form: Object.fromEntries(new URLSearchParams(body)) });

    const subscriptionId = /^\/v1\/subscriptions\/([^/]+)$/.exec(path)?.[1];
    if (method === 'POST' && path === '/v1/checkout/sessions') {
      answer(res, 200, { id: fakeCheckoutSessionId, object: 'checkout.session', url: checkoutUrl });
    } else if (method === 'DELETE' && subscriptionId) {
      answer(res, 200, { id: decodeURIComponent(subscriptionId), object: 'subscription', status: 'canceled' });
    } else {
      // Stripe's error shape, so the client raises a readable StripeInvalidRequestError.
      answer(res, 404, { error: { type: 'invalid_request_error', message: `Fake Stripe has no ${method} ${path}` } });
    }
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  return {
    connection: { protocol: 'http', host: '127.0.0.1', port },
    requests,
    close: () => new Promise((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

function answer(res: ServerResponse, status: number, body: unknown) {
  res.writeHead(status, { 'Content-Type': 'application/json' }).end(JSON.stringify(body));
}
