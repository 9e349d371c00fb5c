import type { DocumentTypeList } from '../../shared/contract/document-types';
import type { ApplicationDocument, CreateDocumentBody } from '../../shared/wire/applications';
import type { WriteAnswer } from '../outbox/outbox-writer';
import type { OutboxService } from './outbox-service';
import type { SessionService } from '../session/session-service';

/** Invoices and other documents of an application (D16). */
export class DocumentService {
  readonly #session: SessionService;
  readonly #outbox: OutboxService;
  /** The types the service answered, per staff profile, for the rest of the session (they change with a release, not a sale). */
  #types: { profileId: string; answer: DocumentTypeList } | null = null;

  constructor(session: SessionService, outbox: OutboxService) {
    this.#session = session;
    this.#outbox = outbox;
  }

  async list(applicationId: string): Promise<{ documents: ApplicationDocument[] }> {
    const answer = await this.#session.call((vendor) => vendor.getApplicationDocuments({ application_id: applicationId }));
    return { documents: answer.applicationDocuments };
  }

  /** D16's types as the service lists them; only an answer is kept, so a failed ask is asked again next time. */
  async types(): Promise<DocumentTypeList> {
    const profileId = this.#session.profileInUse().id;
    if (this.#types?.profileId === profileId) return this.#types.answer;
    const answer = await this.#session.call((vendor) => vendor.getApplicationDocumentTypes());
    this.#types = { profileId, answer: { documentTypes: answer.applicationDocumentTypes } };
    return this.#types.answer;
  }

  /** K8: through the outbox; K3: an upload whose answer was lost is looked for before it is sent again. */
  upload(applicationId: string, body: CreateDocumentBody): Promise<WriteAnswer<'document'>> {
    return this.#outbox.write('document', { ...body, application_id: applicationId });
  }
}
