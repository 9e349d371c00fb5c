import { useEffect, useId } from 'react';
import type { ApplicationDocumentType } from '../../../shared/enums';
import { offeredDocumentType } from '../../capture/document-type-choices';
import { documentTypeNames } from '../../capture/prepare';
import { useDocumentTypes } from './use-document-types';
import { say } from './words';

interface DocumentTypeSelectProps {
  value: ApplicationDocumentType;
  disabled: boolean;
  onChange(type: ApplicationDocumentType): void;
}

/** The document types the service takes (D16), as a salesperson says them. */
export function DocumentTypeSelect({ value, disabled, onChange }: DocumentTypeSelectProps) {
  const id = useId();
  const choices = useDocumentTypes();
  const offered = offeredDocumentType(value, choices);
  // The service no longer takes the type chosen: the one shown is the one sent.
  useEffect(() => {
    if (offered !== value) onChange(offered);
  }, [offered, value, onChange]);
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        {say('capture.type.label')}
      </label>
      <select
        id={id}
        className="select"
        value={offered}
        disabled={disabled}
        onChange={(event) => onChange(documentType(event.currentTarget.value, choices))}
      >
        {choices.map((type) => (
          <option key={type} value={type}>
            {documentTypeNames[type]}
          </option>
        ))}
      </select>
    </div>
  );
}

function documentType(value: string, choices: readonly ApplicationDocumentType[]): ApplicationDocumentType {
  return choices.find((type) => type === value) ?? choices[0] ?? 'INVOICE';
}
