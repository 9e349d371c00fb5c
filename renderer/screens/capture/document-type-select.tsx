import { useId } from 'react';
import { applicationDocumentTypes, type ApplicationDocumentType } from '../../../shared/enums';
import { documentTypeNames } from '../../capture/prepare';

interface DocumentTypeSelectProps {
  value: ApplicationDocumentType;
  disabled: boolean;
  onChange(type: ApplicationDocumentType): void;
}

/** D16's document types, as a salesperson says them. */
export function DocumentTypeSelect({ value, disabled, onChange }: DocumentTypeSelectProps) {
  const id = useId();
  return (
    <div className="field">
      <label className="field__label" htmlFor={id}>
        What is it?
      </label>
      <select
        id={id}
        className="select"
        value={value}
        disabled={disabled}
        onChange={(event) => onChange(documentType(event.currentTarget.value))}
      >
        {applicationDocumentTypes.map((type) => (
          <option key={type} value={type}>
            {documentTypeNames[type]}
          </option>
        ))}
      </select>
    </div>
  );
}

function documentType(value: string): ApplicationDocumentType {
  return applicationDocumentTypes.find((type) => type === value) ?? 'INVOICE';
}
