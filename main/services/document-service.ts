import type { ApplicationDocument, CreateDocumentBody } from '../../shared/wire/applications';
import type { SessionService } from './session-service';

/** Invoices and other documents of an application (D16). */
export class DocumentService {
  readonly #session: SessionService;

  constructor(session: SessionService) {
    this.#session = session;
  }

  async list(applicationId: string): Promise<{ documents: ApplicationDocument[] }> {
    const answer = await this.#session.call((vendor) => vendor.getApplicationDocuments({ application_id: applicationId }));
    return { documents: answer.applicationDocuments };
  }

  async upload(applicationId: string, body: CreateDocumentBody): Promise<ApplicationDocument> {
    // K3: an upload whose answer was lost is looked for before it is sent again.
    const answer = await this.#session.call((vendor) => vendor.uploadDocumentOnce({ ...body, application_id: applicationId }));
    return answer.applicationDocument;
  }
}
