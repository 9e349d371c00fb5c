import type { z } from 'zod';
import { emptyQuery, listQuery } from './common';
import { errors as e, type ErrorSpec } from './errors';
import { createSessionBody, createSessionResponse, statusOnlyResponse } from './sessions';
import { getAccountsResponse } from './accounts';
import {
  applicationIdParams,
  applicationResponse,
  createDocumentBody,
  createDocumentResponse,
  getApplicationsResponse,
  getDocumentsResponse,
  getDocumentTypesResponse,
  secureCodeBody,
  secureCodeResponse,
  updateApplicationBody,
} from './applications';
import { createQuoteBody, getQuotesResponse, quoteIdParams, quoteResponse } from './quotes';
import {
  createUserBody,
  generateCredentialsBody,
  generateCredentialsResponse,
  getUsersResponse,
  updateUserBody,
  userIdParams,
  userResponse,
} from './users';
import { contentParams, getContentResponse } from './content';
import { getProductCategoriesResponse } from './product-categories';
import { calculateRepaymentBody, calculateRepaymentResponse, publicCalculatorBody, publicCalculatorResponse } from './calculator';
import { calloutResponse, createCalloutBody } from './callouts';
import {
  accountQuery,
  apiKeyResponse,
  createApiKeyBody,
  createWebhookBody,
  getApiKeysResponse,
  getWebhooksResponse,
  resourceIdParams,
  webhookResponse,
} from './api-keys';

// The service's endpoints as one catalogue: the sandbox routes from it, the OpenAPI description is generated
// from it, and the kiosk's client calls through it. Paths are the document's `/rest/vendor/v1/...` form.

export type HttpMethod = 'GET' | 'POST' | 'PUT' | 'DELETE';

export interface EndpointSpec {
  readonly summary: string;
  readonly tag: string;
  readonly method: HttpMethod;
  /** D1: other methods the same path answers (Resend Quote: POST and GET). */
  readonly alsoMethods?: readonly HttpMethod[];
  readonly path: string;
  /** Documented path forms beyond D1's `/rest/v1/vendor/...` mirror. */
  readonly extraPaths?: readonly string[];
  readonly auth: 'session' | 'public';
  // Zod's core types: the calculator's bodies are zod/mini (the first screen's, issue 37), the rest full zod.
  readonly params?: z.core.$ZodObject;
  readonly query?: z.core.$ZodObject;
  readonly body?: z.core.$ZodType;
  readonly response: z.core.$ZodType;
  /** The errors the document (and the decisions) list for this endpoint, beyond D3's generic answers. */
  readonly errors: readonly ErrorSpec[];
}

const applicationIdErrors = [e.applicationIdMissing, e.applicationNotFound, e.applicationInternal, e.applicationForbidden];
const quoteIdErrors = [e.quoteIdMissing, e.quoteNotFound, e.internalError, e.quoteForbidden];
const userIdErrors = [e.userIdMissing, e.userNotFound, e.internalError, e.userForbidden];
const v = '/rest/vendor/v1';

export const endpoints = {
  createSession: {
    summary: 'Create Session',
    tag: 'Sessions',
    method: 'POST',
    path: `${v}/session`,
    auth: 'public',
    body: createSessionBody,
    response: createSessionResponse,
    errors: [e.invalidCredentials, e.unauthorized],
  },
  deleteSession: {
    summary: 'Delete Session',
    tag: 'Sessions',
    method: 'DELETE',
    path: `${v}/session`,
    auth: 'public',
    response: statusOnlyResponse,
    errors: [e.unauthorized, e.invalidSession, e.failedToDeleteSession],
  },
  getAccounts: {
    summary: 'Get Accounts',
    tag: 'Accounts',
    method: 'GET',
    path: `${v}/accounts`,
    extraPaths: [`${v}/account`],
    auth: 'session',
    query: emptyQuery,
    response: getAccountsResponse,
    errors: [e.noAccountFound],
  },
  getApplications: {
    summary: 'Get Applications',
    tag: 'Applications',
    method: 'GET',
    path: `${v}/applications`,
    auth: 'session',
    query: listQuery,
    response: getApplicationsResponse,
    errors: [e.applicationsNotAuthorized, e.applicationsInvalidDate, ...applicationIdErrors],
  },
  getApplication: {
    summary: 'Get Application',
    tag: 'Applications',
    method: 'GET',
    path: `${v}/applications/{application_id}`,
    auth: 'session',
    params: applicationIdParams,
    response: applicationResponse,
    errors: applicationIdErrors,
  },
  updateApplication: {
    summary: 'Update Application',
    tag: 'Applications',
    method: 'PUT',
    path: `${v}/application/{application_id}`,
    auth: 'session',
    params: applicationIdParams,
    body: updateApplicationBody,
    response: applicationResponse,
    errors: [...applicationIdErrors, e.invalidReference],
  },
  getApplicationDocumentTypes: {
    summary: 'Get Application Document Types',
    tag: 'Applications',
    method: 'GET',
    path: `${v}/application/document-types`,
    auth: 'session',
    query: emptyQuery,
    response: getDocumentTypesResponse,
    errors: [e.documentTypesInternal],
  },
  getApplicationDocuments: {
    summary: 'Get Application Documents',
    tag: 'Applications',
    method: 'GET',
    path: `${v}/application/{application_id}/document`,
    auth: 'session',
    params: applicationIdParams,
    response: getDocumentsResponse,
    errors: applicationIdErrors,
  },
  createApplicationDocument: {
    summary: 'Create Application Document',
    tag: 'Applications',
    method: 'POST',
    path: `${v}/application/{application_id}/document`,
    auth: 'session',
    params: applicationIdParams,
    body: createDocumentBody,
    response: createDocumentResponse,
    errors: [
      ...applicationIdErrors,
      e.invalidDocumentType,
      e.noDocumentType,
      e.invalidFilename,
      e.invalidFiletype,
      e.fileNotBase64,
      e.fileTooLarge,
      e.documentInternal,
    ],
  },
  requestApplicationPayment: {
    summary: 'Request Application Payment',
    tag: 'Applications',
    method: 'POST',
    path: `${v}/application/{application_id}/request-payment`,
    auth: 'session',
    params: applicationIdParams,
    response: applicationResponse,
    errors: [...applicationIdErrors, e.paymentUnauthorized, e.paymentNotFound, e.paymentError, e.invalidApplicationStatus],
  },
  sendApplicationSecureCode: {
    summary: 'Send Application Secure Code',
    tag: 'Applications',
    method: 'POST',
    path: `${v}/application/secure-code`,
    auth: 'session',
    body: secureCodeBody,
    response: secureCodeResponse,
    errors: [e.secureCodeInvalidInput, e.secureCodeFailedToGenerate, e.secureCodeFailedToProcess, e.secureCodeError],
  },
  getQuotes: {
    summary: 'Get Quotes',
    tag: 'Quotes',
    method: 'GET',
    path: `${v}/quotes`,
    extraPaths: ['/rest/vendor/quotes'],
    auth: 'session',
    query: listQuery,
    response: getQuotesResponse,
    errors: [e.quotesInvalidDate, e.notAuthorized, e.quotesInvalidAccount, e.internalError],
  },
  getQuote: {
    summary: 'Get Quote',
    tag: 'Quotes',
    method: 'GET',
    path: `${v}/quotes/{id}`,
    extraPaths: ['/rest/vendor/quotes/{id}', '/rest/vendor/quote/{id}'],
    auth: 'session',
    params: quoteIdParams,
    response: quoteResponse,
    errors: quoteIdErrors,
  },
  createQuote: {
    summary: 'Create Quote',
    tag: 'Quotes',
    method: 'POST',
    path: `${v}/quote`,
    extraPaths: ['/rest/vendor/quote'],
    auth: 'session',
    body: createQuoteBody,
    response: quoteResponse,
    errors: [e.invalidAccountId, e.notAuthorized, e.invalidDataProvided, e.internalError],
  },
  resendQuote: {
    summary: 'Resend Quote',
    tag: 'Quotes',
    method: 'POST',
    alsoMethods: ['GET'],
    path: `${v}/quote/{id}/resend`,
    extraPaths: ['/rest/vendor/quote/{id}/resend'],
    auth: 'session',
    params: quoteIdParams,
    response: quoteResponse,
    errors: [e.quoteAlreadyApplied, e.quoteInvalid, e.quoteExpired, ...quoteIdErrors],
  },
  cancelQuote: {
    summary: 'Delete Quote',
    tag: 'Quotes',
    method: 'DELETE',
    path: `${v}/quote/{id}`,
    extraPaths: ['/rest/vendor/quote/{id}'],
    auth: 'session',
    params: quoteIdParams,
    response: quoteResponse,
    errors: [e.quoteNotActive, ...quoteIdErrors],
  },
  getUsers: {
    summary: 'Get Users',
    tag: 'Users',
    method: 'GET',
    path: `${v}/users`,
    auth: 'session',
    query: listQuery,
    response: getUsersResponse,
    errors: [e.usersInvalidAccountId, e.quotesInvalidDate],
  },
  getUser: {
    summary: 'Get User',
    tag: 'Users',
    method: 'GET',
    path: `${v}/user/{userId}`,
    auth: 'session',
    params: userIdParams,
    response: userResponse,
    errors: userIdErrors,
  },
  createUser: {
    summary: 'Create User',
    tag: 'Users',
    method: 'POST',
    path: `${v}/user/add`,
    auth: 'session',
    body: createUserBody,
    response: userResponse,
    errors: [e.usersInvalidAccountId, e.notAuthorized, e.invalidRole, e.invalidDataProvided],
  },
  updateUser: {
    summary: 'Update User',
    tag: 'Users',
    method: 'PUT',
    path: `${v}/user/{userId}`,
    auth: 'session',
    params: userIdParams,
    body: updateUserBody,
    response: userResponse,
    errors: [e.notAuthorized, e.invalidRole, e.invalidDataProvided, e.actionNotAllowed, ...userIdErrors],
  },
  deleteUser: {
    summary: 'Delete User',
    tag: 'Users',
    method: 'DELETE',
    path: `${v}/user/{userId}`,
    auth: 'session',
    params: userIdParams,
    response: statusOnlyResponse,
    errors: [...userIdErrors, e.notAuthorized, e.actionNotAllowed],
  },
  generateUserApiCredentials: {
    summary: 'Generate User Api Credentials',
    tag: 'Users',
    method: 'POST',
    path: `${v}/user/{userId}/generate-api-credentials`,
    auth: 'session',
    params: userIdParams,
    body: generateCredentialsBody,
    response: generateCredentialsResponse,
    errors: [e.notAuthorized, ...userIdErrors, e.invalidDataProvided],
  },
  getContent: {
    summary: 'Get Content',
    tag: 'Content',
    method: 'GET',
    path: `${v}/content/{contentType}`,
    auth: 'session',
    params: contentParams,
    response: getContentResponse,
    errors: [e.invalidInput],
  },
  getProductCategories: {
    summary: 'Get Product Categories',
    tag: 'Content',
    method: 'GET',
    path: `${v}/product-categories`,
    auth: 'session',
    query: emptyQuery,
    response: getProductCategoriesResponse,
    errors: [],
  },
  calculateRepaymentAmount: {
    summary: 'Calculate Repayment Amount',
    tag: 'Calculation',
    method: 'POST',
    path: `${v}/calculate-repayment-amount`,
    auth: 'session',
    body: calculateRepaymentBody,
    response: calculateRepaymentResponse,
    errors: [e.invalidInput],
  },
  createCalloutRequest: {
    summary: 'Create Callout Request',
    tag: 'Callouts',
    method: 'POST',
    path: `${v}/callout-requests`,
    auth: 'session',
    body: createCalloutBody,
    response: calloutResponse,
    errors: [e.invalidInput, e.notAuthorized, e.internalError],
  },
  publicCalculator: {
    summary: 'Public finance calculator',
    tag: 'Public',
    method: 'POST',
    path: '/rest/pub/v1/calculators/finance',
    auth: 'public',
    body: publicCalculatorBody,
    response: publicCalculatorResponse,
    errors: [e.invalidInput, e.internalError],
  },
  getApiKeys: {
    summary: 'Get API Keys (D24)',
    tag: 'Keys and webhooks',
    method: 'GET',
    path: `${v}/api-keys`,
    auth: 'session',
    query: accountQuery,
    response: getApiKeysResponse,
    errors: [e.notAuthorized, e.invalidAccountId],
  },
  createApiKey: {
    summary: 'Create API Key (D24)',
    tag: 'Keys and webhooks',
    method: 'POST',
    path: `${v}/api-keys`,
    auth: 'session',
    body: createApiKeyBody,
    response: apiKeyResponse,
    errors: [e.notAuthorized, e.invalidAccountId, e.invalidDataProvided],
  },
  deleteApiKey: {
    summary: 'Delete API Key (D24)',
    tag: 'Keys and webhooks',
    method: 'DELETE',
    path: `${v}/api-keys/{id}`,
    auth: 'session',
    params: resourceIdParams,
    response: statusOnlyResponse,
    errors: [e.notAuthorized, e.notFound],
  },
  getWebhooks: {
    summary: 'Get Webhooks (D24)',
    tag: 'Keys and webhooks',
    method: 'GET',
    path: `${v}/webhooks`,
    auth: 'session',
    query: accountQuery,
    response: getWebhooksResponse,
    errors: [e.notAuthorized, e.invalidAccountId],
  },
  createWebhook: {
    summary: 'Create Webhook (D24)',
    tag: 'Keys and webhooks',
    method: 'POST',
    path: `${v}/webhooks`,
    auth: 'session',
    body: createWebhookBody,
    response: webhookResponse,
    errors: [e.notAuthorized, e.invalidAccountId, e.invalidDataProvided],
  },
  deleteWebhook: {
    summary: 'Delete Webhook (D24)',
    tag: 'Keys and webhooks',
    method: 'DELETE',
    path: `${v}/webhooks/{id}`,
    auth: 'session',
    params: resourceIdParams,
    response: statusOnlyResponse,
    errors: [e.notAuthorized, e.notFound],
  },
} as const satisfies Record<string, EndpointSpec>;

export type EndpointId = keyof typeof endpoints;
export const endpointIds = Object.keys(endpoints) as EndpointId[];

/** D1: every vendor path answers as `/rest/vendor/v1/...` and `/rest/v1/vendor/...`, plus its documented extra forms. */
export function pathForms(spec: EndpointSpec): string[] {
  const forms = [spec.path, ...(spec.extraPaths ?? [])];
  const mirrored = forms.filter((p) => p.startsWith(`${v}/`)).map((p) => p.replace(`${v}/`, '/rest/v1/vendor/'));
  return [...new Set([...forms, ...mirrored])];
}

export function methodsOf(spec: EndpointSpec): HttpMethod[] {
  return [spec.method, ...(spec.alsoMethods ?? [])];
}
