import { applicationDocumentTypes, type ApplicationDocumentType } from '../../shared/enums';

/**
 * The types the capture offers: those the service answered (Get Application Document Types), or D16's known list
 * while it has not answered, when it failed or when it answered none, so the choice never blocks a capture.
 */
export function documentTypeChoices(answered: readonly ApplicationDocumentType[] | null): readonly ApplicationDocumentType[] {
  const known = answered?.filter((type, index) => answered.indexOf(type) === index) ?? [];
  return known.length > 0 ? known : applicationDocumentTypes;
}

/** The type chosen, while it is still on offer; otherwise the first offered, so what is sent is what the screen shows. */
export function offeredDocumentType(chosen: ApplicationDocumentType, choices: readonly ApplicationDocumentType[]): ApplicationDocumentType {
  return choices.includes(chosen) ? chosen : (choices[0] ?? chosen);
}
