import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../../shared/wire/endpoints';
import { exchangeFor } from '../../../../main/vendor/endpoint-request';

describe('exchangeFor', () => {
  it('puts query fields in the query string and sends no body on a GET', () => {
    const exchange = exchangeFor(endpoints.getApplications, { accountId: '1001', pageNumber: '2', startDate: undefined });
    expect(exchange).toMatchObject({ method: 'GET', path: '/rest/vendor/v1/applications', body: undefined });
    expect(exchange.query?.toString()).toBe('accountId=1001&pageNumber=2');
  });

  it('fills the path from the params and sends the rest as the body', () => {
    const exchange = exchangeFor(endpoints.createApplicationDocument, {
      application_id: '42',
      invoice_type: 'INVOICE',
      filename: 'a.pdf',
      filecontent: 'JVBERi0=',
    });
    expect(exchange).toMatchObject({
      method: 'POST',
      path: '/rest/vendor/v1/application/42/document',
      body: { invoice_type: 'INVOICE', filename: 'a.pdf', filecontent: 'JVBERi0=' },
    });
  });

  it('escapes path parameters', () => {
    expect(exchangeFor(endpoints.getUser, { userId: 'a/b?c' }).path).toBe('/rest/vendor/v1/user/a%2Fb%3Fc');
  });

  it('sends no body where the endpoint has none (Request Application Payment)', () => {
    expect(exchangeFor(endpoints.requestApplicationPayment, { application_id: '7' })).toMatchObject({ method: 'POST', body: undefined });
  });
});
