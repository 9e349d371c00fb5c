import { z } from 'zod';
import { applicationDocumentTypes } from '../enums';
import { applicationStatus } from './application-status';
import { cents, flag, hasMoreRecords, id, isoDate, okStatus, referenceNumber, timestamp } from './common';

export { applicationStatus } from './application-status';

export const applicant = z.object({
  id,
  name: z.string(),
  email: z.string(),
  mobile: z.string(),
  dob: isoDate,
  joint_applicant: flag,
});
export type Applicant = z.infer<typeof applicant>;

/** D14: every status change with its time; an addition so staff can follow an application. */
export const statusChange = z.object({ status: applicationStatus, time: timestamp });

export const application = z.object({
  id: z.string().regex(/^\d+$/).meta({ description: 'Numeric string (D7)' }),
  account_id: id,
  applicants: z.array(applicant),
  team_member: z.string(),
  financed_amount: cents,
  repayment_term: z.number().int(),
  product_category: z.string(),
  product_description: z.string(),
  reference_number: z.string().meta({ description: '"" when unset (D13)' }),
  status: applicationStatus,
  status_history: z.array(statusChange),
  created: timestamp,
});
export type Application = z.infer<typeof application>;

export const getApplicationsResponse = z.object({
  status: okStatus,
  applications: z.array(application),
  hasMoreRecords,
});
export const applicationResponse = z.object({ status: okStatus, application });

export const applicationIdParams = z.strictObject({ application_id: z.string() });

export const updateApplicationBody = z.strictObject({ reference_number: referenceNumber });

export const applicationDocumentType = z.enum(applicationDocumentTypes);
export const applicationDocument = z.object({ type: applicationDocumentType, filename: z.string() });
export type ApplicationDocument = z.infer<typeof applicationDocument>;

export const getDocumentTypesResponse = z.object({
  status: okStatus,
  applicationDocumentTypes: z.array(applicationDocumentType),
});
export const getDocumentsResponse = z.object({ status: okStatus, applicationDocuments: z.array(applicationDocument) });

export const createDocumentBody = z.strictObject({
  invoice_type: z.string().meta({ description: 'INVOICE, STC or CCA, any case (D16)' }),
  filename: z.string().min(1).max(255).meta({ description: 'Extension jpg, jpeg, png or pdf (D16)' }),
  filecontent: z.string().meta({ description: 'Strict base64 of the file, at most 10 MiB decoded (D16)' }),
});
export type CreateDocumentBody = z.infer<typeof createDocumentBody>;
export const createDocumentResponse = z.object({ status: okStatus, applicationDocument });

export const secureCodeBody = z.strictObject({
  mobile: z.string().meta({ description: '04 followed by 8 digits (D20)', example: '0412345678' }),
});
export const secureCodeResponse = z.object({ status: okStatus, token: z.string().length(32) });
