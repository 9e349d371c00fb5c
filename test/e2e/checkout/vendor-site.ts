import { createHash } from 'node:crypto';
import { createServer } from 'node:http';
import { escapeHtml } from '../../../sandbox/checkout/html';

// A vendor's shop, as small as it can be: a page whose form posts an order to checkout (D23), and the page
// checkout sends the customer back to, showing what came back.

export interface Order {
  total_purchase_amount: string;
  deposit_amount: string;
  repayment_term: string;
  product_category: string;
  product_description: string;
  reference_number?: string;
}

export interface VendorSite {
  origin: string;
  /** The address in the key's redirect list. */
  returnUrl: string;
  /** Puts a checkout form on a page of the shop and answers the page's address. */
  offer(action: string, fields: Readonly<Record<string, string>>): string;
  close(): Promise<void>;
}

/** The checkout fields of an order: D23's checksum over the six fields exactly as sent, no separator. */
export function checkoutFields(order: Order, redirect: string): Record<string, string> {
  const { reference_number, ...summed } = order;
  const checksum = createHash('sha256')
    .update(
      redirect +
        summed.total_purchase_amount +
        summed.deposit_amount +
        summed.repayment_term +
        summed.product_category +
        summed.product_description,
      'utf8',
    )
    .digest('hex');
  return { redirect, ...summed, ...(reference_number !== undefined && { reference_number }), checksum };
}

export async function startVendorSite(): Promise<VendorSite> {
  const offers: { action: string; fields: Readonly<Record<string, string>> }[] = [];
  const server = createServer((request, response) => {
    const url = new URL(request.url ?? '/', 'http://vendor.invalid');
    const offer = /^\/shop\/(\d+)$/.exec(url.pathname);
    const found = offer ? offers[Number(offer[1])] : undefined;
    const page = found ? shopPage(found.action, found.fields) : url.pathname === '/return' ? returnPage(url.searchParams) : undefined;
    response.writeHead(page ? 200 : 404, { 'content-type': 'text/html; charset=utf-8' });
    response.end(page ?? '<!doctype html><title>Not found</title><p>Not found</p>');
  });
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const address = server.address();
  if (address === null || typeof address === 'string') throw new Error('vendor site: not listening on a TCP port');
  const origin = `http://127.0.0.1:${address.port}`;
  return {
    origin,
    returnUrl: `${origin}/return`,
    offer: (action, fields) => `${origin}/shop/${offers.push({ action, fields }) - 1}`,
    close: () => new Promise<void>((resolve, reject) => server.close((error) => (error ? reject(error) : resolve()))),
  };
}

const shopStyle =
  'body{font:18px system-ui,sans-serif;margin:0;background:#fff8ec;color:#2b2118}header{background:#e8590c;color:#fff;padding:16px 32px;font-size:24px;font-weight:700}main{max-width:640px;margin:32px auto;padding:0 16px}dl{display:grid;grid-template-columns:12rem 1fr;gap:8px}dt{color:#7a5b3d}dd{margin:0;font-weight:600;overflow-wrap:anywhere}button{font:inherit;font-weight:700;min-height:48px;padding:0 24px;border:0;border-radius:8px;background:#0a58ca;color:#fff;cursor:pointer}';

function frame(title: string, body: string): string {
  return `<!doctype html><html lang="en-AU"><head><meta charset="utf-8"><title>${escapeHtml(title)} – Sunrise Solar</title><style>${shopStyle}</style></head><body><header>Sunrise Solar</header><main>${body}</main></body></html>`;
}

function shopPage(action: string, fields: Readonly<Record<string, string>>): string {
  const hidden = Object.entries(fields)
    .map(([name, value]) => `<input type="hidden" name="${escapeHtml(name)}" value="${escapeHtml(value)}">`)
    .join('');
  return frame(
    'Checkout',
    `<h1>Your order</h1><dl><dt>Product</dt><dd>${escapeHtml(fields['product_description'] ?? '')}</dd><dt>Total</dt><dd>$${escapeHtml(fields['total_purchase_amount'] ?? '')}</dd></dl>` +
      `<form method="post" action="${escapeHtml(action)}">${hidden}<button type="submit">Pay with Sandbox Finance</button></form>`,
  );
}

function returnPage(query: URLSearchParams): string {
  const rows = [...query]
    .map(([name, value]) => `<dt>${escapeHtml(name)}</dt><dd id="${escapeHtml(name)}">${escapeHtml(value)}</dd>`)
    .join('');
  return frame('Order status', `<h1>Back at Sunrise Solar</h1><dl>${rows}</dl>`);
}
