import { z } from 'zod';

// Every error the service document lists ("Errors"), with D3's envelope and the decisions' additions.

export interface ErrorSpec {
  readonly http: number;
  readonly status: number;
  readonly message: string;
}

function spec(http: number, status: number, message: string): ErrorSpec {
  return { http, status, message };
}

export const errors = {
  // D3 generic answers
  notFound: spec(404, 4040, 'Not found'),
  methodNotAllowed: spec(405, 4050, 'Method not allowed'),
  invalidInput: spec(400, 4402, 'Invalid input'),
  unauthorized: spec(401, 4010, 'Unauthorized'),
  requestTooLarge: spec(413, 4130, 'Request too large'),
  // D31: another web page may not drive the sandbox
  misdirectedRequest: spec(421, 4210, 'Misdirected request'),
  unsupportedMediaType: spec(415, 4150, 'Unsupported media type'),
  // Sessions
  invalidCredentials: spec(401, 4010, 'Invalid credentials'),
  invalidSession: spec(400, 4402, 'Invalid session'),
  failedToDeleteSession: spec(400, 4010, 'Failed to delete session'),
  // Accounts
  noAccountFound: spec(404, 4041, 'No account found'),
  // Applications
  applicationIdMissing: spec(400, 4402, 'Invalid application ID'),
  applicationNotFound: spec(404, 4041, 'Invalid application ID'),
  applicationInternal: spec(500, 5000, 'Internal error'),
  applicationForbidden: spec(401, 4010, 'Invalid application ID'),
  applicationsNotAuthorized: spec(401, 4010, 'Not authorized'),
  applicationsInvalidDate: spec(400, 4402, 'Invalid date input'),
  documentTypesInternal: spec(500, 4000, 'Internal Error'),
  invalidDocumentType: spec(400, 4402, 'Invalid application document type'),
  noDocumentType: spec(400, 4010, 'No document type specified'),
  invalidFilename: spec(400, 4010, 'Invalid filename'),
  invalidFiletype: spec(400, 4010, 'Invalid filetype'),
  fileNotBase64: spec(400, 4402, 'File content has to be base64 encoded'),
  fileTooLarge: spec(400, 4402, 'File too large'),
  documentInternal: spec(500, 4000, 'Internal Error'),
  invalidReference: spec(400, 4402, 'Invalid data provided'),
  paymentUnauthorized: spec(401, 4403, 'Unauthorized'),
  paymentNotFound: spec(404, 4041, 'Not found'),
  paymentError: spec(500, 5000, 'Error occured'),
  invalidApplicationStatus: spec(400, 4402, 'Invalid application status'),
  secureCodeInvalidInput: spec(400, 4403, 'Invalid Input'),
  secureCodeFailedToGenerate: spec(404, 4040, 'Failed to generate auth code'),
  secureCodeFailedToProcess: spec(500, 4000, 'Failed to process auth code'),
  secureCodeError: spec(500, 5000, 'Error occured'),
  // Quotes
  quotesInvalidDate: spec(400, 4402, 'Invalid date'),
  notAuthorized: spec(401, 4010, 'Not authorized'),
  quotesInvalidAccount: spec(400, 4402, 'Invalid account'),
  internalError: spec(500, 5000, 'Internal error'),
  quoteIdMissing: spec(400, 4402, 'Invalid quote ID'),
  quoteNotFound: spec(404, 4041, 'Quote not found'),
  quoteForbidden: spec(401, 4010, 'Not authorised for the resource'),
  invalidAccountId: spec(400, 4402, 'Invalid account id'),
  invalidDataProvided: spec(400, 4402, 'Invalid data provided'),
  quoteAlreadyApplied: spec(400, 4402, 'Quote already applied'),
  quoteInvalid: spec(400, 4402, 'The quote is invalid'),
  quoteExpired: spec(400, 4402, 'The quote is expired'),
  quoteNotActive: spec(400, 4402, 'Quote not active'),
  // Users
  usersInvalidAccountId: spec(401, 4010, 'Invalid account id'),
  userIdMissing: spec(400, 4402, 'Invalid user ID'),
  userNotFound: spec(404, 4041, 'User not found'),
  userForbidden: spec(401, 4010, 'Not authorised for the resource'),
  invalidRole: spec(400, 4402, 'Invalid role'),
  actionNotAllowed: spec(403, 4403, 'Action not allowed'),
} as const satisfies Record<string, ErrorSpec>;

export type ErrorName = keyof typeof errors;

/** D3 error envelope. */
export const errorBody = z.object({
  status: z.number().int(),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())).optional(),
});
export type ErrorBody = z.infer<typeof errorBody>;
