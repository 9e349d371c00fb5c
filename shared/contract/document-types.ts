import { z } from 'zod';
import { applicationDocumentType } from '../wire/applications';

/** The document types the service takes (Get Application Document Types, D16), in its order. */
export const documentTypeList = z.object({ documentTypes: z.array(applicationDocumentType) });
export type DocumentTypeList = z.infer<typeof documentTypeList>;
