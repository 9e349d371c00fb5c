import type { ApplicationDocument, CreateDocumentBody } from '../../shared/wire/applications';
import type { WriteAnswer } from '../outbox/outbox-writer';
import type { OutboxService } from './outbox-service';
import type { SessionService } from './session-service';

/** Invoices and other documents of an application (D16). */
export class DocumentService {
  readonly #session: SessionService;
  readonly #outbox: OutboxService;

  constructor(session: SessionService, outbox: OutboxService) {
    this.#session = session;
    this.#outbox = outbox;
  }

  async list(applicationId: string): Promise<{ documents: ApplicationDocument[] }> {
    const answer = await this.#session.call((vendor) => vendor.getApplicationDocuments({ application_id: applicationId }));
    return { documents: answer.applicationDocuments };
  }

  /** K8: through the outbox; K3: an upload whose answer was lost is looked for before it is sent again. */
  upload(applicationId: string, body: CreateDocumentBody): Promise<WriteAnswer<'document'>> {
    return this.#outbox.write('document', { ...body, application_id: applicationId });
  }
}
