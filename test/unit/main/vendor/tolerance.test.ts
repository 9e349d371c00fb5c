import { describe, expect, it } from 'vitest';
import { endpoints } from '../../../../shared/wire/endpoints';
import { readAnswer } from '../../../../main/vendor/endpoint-answer';
import { tolerate } from '../../../../main/vendor/tolerance';

// Every variant the service document mentions is accepted and comes out in the shared schemas' one form.

const user = { id: 'usr_2', role: 'TEAM MEMBER', first_name: 'Sam', last_name: 'Seller', email: 'sam@shop.example', mobile: '0412345678' };
const answer = (body: unknown) => ({ http: 200, body });

describe('tolerate', () => {
  it('reads status "2000" as 2000 (D2: the Delete User sample)', () => {
    expect(tolerate({ status: '2000' })).toEqual({ status: 2000 });
    expect(readAnswer('deleteUser', endpoints.deleteUser.response, answer({ status: '2000' }))).toEqual({
      ok: true,
      data: { status: 2000 },
    });
  });

  it('reads firstName/lastName as first_name/last_name (the User template), the field table winning when both appear', () => {
    const { first_name, last_name, ...rest } = user;
    expect(tolerate({ user: { ...rest, firstName: first_name, lastName: last_name } })).toEqual({ user });
    expect(tolerate({ user: { ...user, firstName: 'Other' } })).toEqual({ user });
    const listed = { status: 2000, users: [{ ...rest, firstName: first_name, lastName: last_name }], hasMoreRecords: 0 };
    expect(readAnswer('getUsers', endpoints.getUsers.response, answer(listed))).toEqual({ ok: true, data: { ...listed, users: [user] } });
  });

  it.each(['TEAM MEMBER', 'team+member', 'TEAM_MEMBER', 'team member', 'Team_Member'])('reads the role %s as TEAM MEMBER (D12)', (role) => {
    expect(readAnswer('getUser', endpoints.getUser.response, answer({ status: 2000, user: { ...user, role } }))).toEqual({
      ok: true,
      data: { status: 2000, user },
    });
  });

  it('reads the role administrator in any case as ADMINISTRATOR', () => {
    expect(tolerate({ role: 'administrator' })).toEqual({ role: 'ADMINISTRATOR' });
  });

  it('reads document types in any case as upper case (D16: the document-types sample returns `invoice`)', () => {
    const types = readAnswer(
      'getApplicationDocumentTypes',
      endpoints.getApplicationDocumentTypes.response,
      answer({ status: 2000, applicationDocumentTypes: ['invoice', 'STC', 'CCA'] }),
    );
    expect(types).toEqual({ ok: true, data: { status: 2000, applicationDocumentTypes: ['INVOICE', 'STC', 'CCA'] } });
    expect(tolerate({ applicationDocuments: [{ type: 'invoice', filename: 'a.pdf' }] })).toEqual({
      applicationDocuments: [{ type: 'INVOICE', filename: 'a.pdf' }],
    });
    expect(tolerate({ applicationDocument: { type: 'cca', filename: 'b.pdf' } })).toEqual({
      applicationDocument: { type: 'CCA', filename: 'b.pdf' },
    });
  });

  it('leaves other `type` fields as they are', () => {
    expect(tolerate({ apiKey: { type: 'public' } })).toEqual({ apiKey: { type: 'public' } });
  });

  it('reads a numeric account id as a string (D7: the Account template says integer)', () => {
    const accounts = {
      status: 2000,
      accounts: [{ id: 1001, entity_legal_name: 'Sunrise Solar Pty Ltd', entity_trading_name: 'Sunrise Solar' }],
    };
    expect(readAnswer('getAccounts', endpoints.getAccounts.response, answer(accounts))).toEqual({
      ok: true,
      data: { ...accounts, accounts: [{ ...accounts.accounts[0], id: '1001' }] },
    });
    expect(tolerate({ application: { account_id: 1001 } })).toEqual({ application: { account_id: '1001' } });
  });

  it('fills a callout’s email and applicant_email from each other (the field table lists both)', () => {
    expect(tolerate({ callout: { email: 'a@example.com' } })).toEqual({
      callout: { email: 'a@example.com', applicant_email: 'a@example.com' },
    });
    expect(tolerate({ callout: { applicant_email: 'b@example.com' } })).toEqual({
      callout: { email: 'b@example.com', applicant_email: 'b@example.com' },
    });
  });

  it('leaves everything else untouched', () => {
    const body = { status: 2000, application: { status: 'C.APPROV', financed_amount: 500_001, applicants: [{ joint_applicant: 0 }] } };
    expect(tolerate(body)).toEqual(body);
    expect(tolerate(undefined)).toBeUndefined();
    expect(tolerate('text')).toBe('text');
  });
});
