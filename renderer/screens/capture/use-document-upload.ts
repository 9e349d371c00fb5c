import { useQueryClient } from '@tanstack/react-query';
import { useCallback, useState } from 'react';
import type { ApplicationDocumentType } from '../../../shared/enums';
import type { ApplicationDocument } from '../../../shared/wire/applications';
import { formatBytes } from '../../capture/file-checks';
import { uploadBody, type PreparedFile } from '../../capture/prepare';
import { kiosk } from '../../kiosk';
import { applyUploadProgress } from '../../queries/outbox-cache';
import { failureMessage } from '../../store/async-state';
import type { WriteAnswer } from '../../store/followed-write';
import { useKiosk } from '../../store/kiosk-store';
import { say } from './words';

export type Upload =
  | { status: 'idle' }
  | { status: 'working'; step: 1 | 2; label: string }
  | { status: 'done'; filename: string }
  /** K8: the service cannot be reached; the file waits in main's outbox and goes once it is back. */
  | { status: 'queued'; filename: string; outboxId: string }
  | { status: 'failed'; message: string };

/** Preparing, sending, sent. */
export const uploadSteps = 3;

export interface DocumentUpload {
  upload: Upload;
  /** Sends the prepared file as a document of `type`: main's answer (on the application, or queued), else null. */
  send(type: ApplicationDocumentType, whenReady: () => Promise<PreparedFile | null>): Promise<WriteAnswer<ApplicationDocument> | null>;
  /** Back to idle, when the pages or the file change. */
  reset(): void;
}

/** documents:upload for one application, with every step shown and the reason in plain words when it fails. */
export function useDocumentUpload(applicationId: string): DocumentUpload {
  const [upload, setUpload] = useState<Upload>({ status: 'idle' });
  const queryClient = useQueryClient();
  const profileId = useKiosk((state) => state.session?.profile?.id ?? null);

  const send = useCallback(
    async (
      type: ApplicationDocumentType,
      whenReady: () => Promise<PreparedFile | null>,
    ): Promise<WriteAnswer<ApplicationDocument> | null> => {
      const failed = (message: string): null => {
        setUpload({ status: 'failed', message });
        return null;
      };
      setUpload({ status: 'working', step: 1, label: say('capture.upload.preparing') });
      const file = await whenReady().catch(() => undefined);
      if (file === undefined) return failed(say('capture.upload.notPutTogether'));
      if (file === null) return failed(say('capture.upload.nothing'));
      const body = uploadBody(applicationId, type, file);
      if (!body.ok) return failed(body.message);
      setUpload({ status: 'working', step: 2, label: say('capture.upload.sendingSize', { size: formatBytes(file.bytes.length) }) });
      // The bar shows the bytes main reports for this upload (`outbox:progress`), none left from an earlier one.
      applyUploadProgress(queryClient, profileId, null);
      // K3: main looks for a document whose answer was lost before it sends again, so its answer is final and shown as it is.
      const result = await kiosk().documents.upload(body.body);
      if (!result.ok) return failed(failureMessage(result.error));
      setUpload(
        result.data.state === 'sent'
          ? { status: 'done', filename: result.data.result.filename }
          : { status: 'queued', filename: file.filename, outboxId: result.data.outboxId },
      );
      return result.data;
    },
    [applicationId, queryClient, profileId],
  );

  const reset = useCallback(() => setUpload({ status: 'idle' }), []);

  return { upload, send, reset };
}
