import { kindFromBytes, kindFromFilename, maxDocumentBytes } from '../../shared/documents';
import { applicationDocumentTypes, type ApplicationDocumentType } from '../../shared/enums';
import { applicationIdParams, createDocumentBody, type ApplicationDocument } from '../../shared/wire/applications';
import { emptyQuery } from '../../shared/wire/common';
import { errors } from '../../shared/wire/errors';
import { requireApplication } from '../application-records';
import { requireCaller } from '../authority';
import type { Handlers } from '../handler';
import { parseInput, parseInputPerField } from '../input';
import type { Sandbox } from '../sandbox';
import { fail } from '../service-error';
import type { DocumentRecord } from '../store/record-schemas';

export function documentHandlers(
  sandbox: Sandbox,
): Handlers<'getApplicationDocumentTypes' | 'getApplicationDocuments' | 'createApplicationDocument'> {
  return {
    getApplicationDocumentTypes: ({ query }) => {
      parseInput(emptyQuery, query, errors.invalidInput);
      return { applicationDocumentTypes: [...applicationDocumentTypes] }; // D16
    },
    getApplicationDocuments: ({ params }, caller) => {
      const { application_id } = parseInput(applicationIdParams, params, errors.applicationIdMissing);
      const application = requireApplication(sandbox, requireCaller(caller), application_id);
      return { applicationDocuments: application.documents.map(presentDocument) };
    },
    // D16, D30: the record keeps the size and the hash; the bytes are a file of their own, named by that hash.
    createApplicationDocument: ({ params, body }, caller) => {
      const { application_id } = parseInput(applicationIdParams, params, errors.applicationIdMissing);
      const application = requireApplication(sandbox, requireCaller(caller), application_id);
      const upload = parseInputPerField(
        createDocumentBody,
        body,
        { invoice_type: errors.noDocumentType, filename: errors.invalidFilename, filecontent: errors.fileNotBase64 },
        errors.invalidInput,
      );
      const type = documentTypeOf(upload.invoice_type);
      if (upload.filename.trim() === '') fail(errors.invalidFilename);
      // D16: the name says JPEG, PNG or PDF, and the first bytes agree.
      const named = kindFromFilename(upload.filename) ?? fail(errors.invalidFiletype);
      const bytes = strictBase64(upload.filecontent) ?? fail(errors.fileNotBase64);
      if (bytes.length > maxDocumentBytes) fail(errors.fileTooLarge);
      if (kindFromBytes(bytes) !== named) fail(errors.invalidFiletype);
      const document: DocumentRecord = {
        type,
        filename: upload.filename,
        bytes: bytes.length,
        sha256: sandbox.store.documents.save(bytes),
        uploaded: sandbox.now(),
      };
      sandbox.store.applications.update(application, (draft) => {
        draft.documents = [...draft.documents, document];
      });
      return { applicationDocument: presentDocument(document) };
    },
  };
}

function presentDocument(document: DocumentRecord): ApplicationDocument {
  return { type: document.type, filename: document.filename };
}

/** D16: INVOICE, STC or CCA in any case; a blank type is no type at all. */
function documentTypeOf(text: string): ApplicationDocumentType {
  if (text.trim() === '') fail(errors.noDocumentType);
  const upper = text.toUpperCase();
  return applicationDocumentTypes.find((type) => type === upper) ?? fail(errors.invalidDocumentType);
}

/** RFC 4648 base64, padded, no line breaks: exactly the text that re-encoding its bytes gives back. */
function strictBase64(text: string): Buffer | undefined {
  const bytes = Buffer.from(text, 'base64');
  return bytes.toString('base64') === text ? bytes : undefined;
}
