import { describe, expect, it } from 'vitest';
import { documentTypeChoices, offeredDocumentType } from '../../../../renderer/capture/document-type-choices';

// D16: the capture offers the service's document types; D16's known list stands in until (or unless) it answers.

describe('the document types a capture offers', () => {
  it('are the service’s answer, in its order, each once', () => {
    expect(documentTypeChoices(['CCA', 'INVOICE', 'CCA'])).toEqual(['CCA', 'INVOICE']);
  });

  it('are D16’s list before an answer, or when the answer names none, so the choice never blocks a capture', () => {
    expect(documentTypeChoices(null)).toEqual(['INVOICE', 'STC', 'CCA']);
    expect(documentTypeChoices([])).toEqual(['INVOICE', 'STC', 'CCA']);
  });

  it('keep the type chosen while it is offered, else the first offered', () => {
    expect(offeredDocumentType('STC', ['INVOICE', 'STC'])).toBe('STC');
    expect(offeredDocumentType('CCA', ['INVOICE', 'STC'])).toBe('INVOICE');
  });
});
