import { useEffect, useRef } from 'react';
import type { CheckoutRequest } from '../../../shared/contract/checkout';

/** Posts main's checkout request (D23) as a top-level navigation: checkout may not be framed. */
export function CheckoutForm({ request }: { request: CheckoutRequest }) {
  const form = useRef<HTMLFormElement>(null);
  useEffect(() => form.current?.submit(), [request]);
  return (
    <form ref={form} method="post" action={request.action}>
      {Object.entries(request.fields).map(([name, value]) => (
        <input key={name} type="hidden" name={name} value={value} />
      ))}
      <noscript>
        <button type="submit">Continue to the application</button>
      </noscript>
    </form>
  );
}
