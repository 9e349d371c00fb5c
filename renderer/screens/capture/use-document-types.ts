import { useEffect, useState } from 'react';
import type { ApplicationDocumentType } from '../../../shared/enums';
import { documentTypeChoices } from '../../capture/document-type-choices';
import { kiosk } from '../../kiosk';

/** The document types to offer: D16's list at once, then the service's answer (main keeps it for the session); a failure says nothing. */
export function useDocumentTypes(): readonly ApplicationDocumentType[] {
  const [answered, setAnswered] = useState<readonly ApplicationDocumentType[] | null>(null);
  useEffect(() => {
    let mounted = true;
    void kiosk()
      .documents.types()
      .then((result) => {
        if (mounted && result.ok) setAnswered(result.data.documentTypes);
      })
      // Nothing to say: D16's list is already on offer.
      .catch(() => undefined);
    return () => {
      mounted = false;
    };
  }, []);
  return documentTypeChoices(answered);
}
