import { createHash } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { errors } from '../../../shared/wire/errors';
import { maxDocumentBytes } from '../../../shared/documents';
import { arrangeApplication, arrangeBranch, fileContent, injectFault } from './fixtures';
import { errorOf, useSandbox } from './harness';

const v1 = '/rest/vendor/v1';
const mirror = '/rest/v1/vendor';

describe('Get Application Document Types (D16)', () => {
  const sb = useSandbox();

  it('returns INVOICE, STC and CCA on both path forms (D1, D16)', async () => {
    for (const base of [v1, mirror]) {
      const answer = await sb.current.asAdmin('GET', `${base}/application/document-types`);
      expect(answer.http).toBe(200);
      expect(answer.body).toEqual({ status: 2000, applicationDocumentTypes: ['INVOICE', 'STC', 'CCA'] });
    }
  });

  it('answers an injected fault with 500/4000 Internal Error', async () => {
    await injectFault(sb.current, 'getApplicationDocumentTypes');
    expect(errorOf(await sb.current.asAdmin('GET', `${v1}/application/document-types`))).toEqual(errors.documentTypesInternal);
  });
});

describe('Application documents (D16)', () => {
  const sb = useSandbox();
  const documentsPath = (id: string, base = v1) => `${base}/application/${id}/document`;
  const upload = (id: string, body: unknown, base = v1) => sb.current.asAdmin('POST', documentsPath(id, base), { body });
  const pdf = { invoice_type: 'INVOICE', filename: 'invoice.pdf', filecontent: fileContent('pdf') };

  it('uploads documents of every type and format, type and extension in any case, and lists them, on both path forms (D1)', async () => {
    const record = arrangeApplication(sb.current.sandbox);
    expect((await sb.current.asAdmin('GET', documentsPath(record.id))).body).toEqual({ status: 2000, applicationDocuments: [] });

    const uploads = [
      { invoice_type: 'invoice', filename: 'Invoice 42.PDF', filecontent: fileContent('pdf') },
      { invoice_type: 'Stc', filename: 'stc.png', filecontent: fileContent('png') },
      { invoice_type: 'CCA', filename: 'cca.JPG', filecontent: fileContent('jpeg') },
      { invoice_type: 'cca', filename: 'signed.jpeg', filecontent: fileContent('jpeg', 3) },
    ];
    for (const [index, body] of uploads.entries()) {
      const answer = await upload(record.id, body, index % 2 === 0 ? v1 : mirror);
      expect(answer.http).toBe(200);
      expect(answer.body.applicationDocument).toEqual({ type: body.invoice_type.toUpperCase(), filename: body.filename });
    }

    const expected = uploads.map((body) => ({ type: body.invoice_type.toUpperCase(), filename: body.filename }));
    for (const base of [v1, mirror]) {
      expect((await sb.current.asAdmin('GET', documentsPath(record.id, base))).body.applicationDocuments).toEqual(expected);
    }
  });

  it('keeps only the size and SHA-256 of a file, never its bytes (D16)', async () => {
    const record = arrangeApplication(sb.current.sandbox);
    const filecontent = fileContent('png', 4096);
    expect((await upload(record.id, { ...pdf, filename: 'scan.png', filecontent })).http).toBe(200);
    const bytes = Buffer.from(filecontent, 'base64');
    expect(record.documents).toEqual([
      {
        type: 'INVOICE',
        filename: 'scan.png',
        bytes: 4096,
        sha256: createHash('sha256').update(bytes).digest('hex'),
        uploaded: expect.any(Number),
      },
    ]);
    expect(JSON.stringify(sb.current.sandbox.state)).not.toContain(filecontent.slice(0, 64));
  });

  it('accepts exactly 10 MiB and answers one byte more 400/4402 File too large (D16)', async () => {
    const record = arrangeApplication(sb.current.sandbox);
    expect((await upload(record.id, { ...pdf, filecontent: fileContent('pdf', maxDocumentBytes) })).http).toBe(200);
    expect(errorOf(await upload(record.id, { ...pdf, filecontent: fileContent('pdf', maxDocumentBytes + 1) }))).toEqual(
      errors.fileTooLarge,
    );
    expect(record.documents).toHaveLength(1);
  });

  it('answers 400/4010 No document type specified when invoice_type is missing, blank or not a string', async () => {
    const record = arrangeApplication(sb.current.sandbox);
    const { invoice_type: _omitted, ...withoutType } = pdf;
    for (const body of [withoutType, { ...pdf, invoice_type: '' }, { ...pdf, invoice_type: '  ' }, { ...pdf, invoice_type: null }]) {
      expect(errorOf(await upload(record.id, body)), JSON.stringify(body)).toEqual(errors.noDocumentType);
    }
  });

  it('answers 400/4402 Invalid application document type for anything but INVOICE, STC, CCA (D16)', async () => {
    const record = arrangeApplication(sb.current.sandbox);
    for (const invoice_type of ['RECEIPT', 'INVOICES', ' INVOICE']) {
      expect(errorOf(await upload(record.id, { ...pdf, invoice_type })), invoice_type).toEqual(errors.invalidDocumentType);
    }
  });

  it('answers 400/4010 Invalid filename when filename is missing or blank', async () => {
    const record = arrangeApplication(sb.current.sandbox);
    const { filename: _omitted, ...withoutName } = pdf;
    for (const body of [withoutName, { ...pdf, filename: '' }, { ...pdf, filename: '   ' }, { ...pdf, filename: 7 }]) {
      expect(errorOf(await upload(record.id, body)), JSON.stringify(body)).toEqual(errors.invalidFilename);
    }
  });

  it('answers 400/4010 Invalid filetype for another extension, or bytes without the format signature (D16)', async () => {
    const record = arrangeApplication(sb.current.sandbox);
    const cases = [
      { filename: 'photo.gif', filecontent: fileContent('png') },
      { filename: 'invoice', filecontent: fileContent('pdf') },
      { filename: 'invoice.pdf.exe', filecontent: fileContent('pdf') },
      { filename: 'x.constructor', filecontent: fileContent('pdf') },
      { filename: 'invoice.pdf', filecontent: fileContent('png') },
      { filename: 'photo.png', filecontent: fileContent('jpeg') },
      { filename: 'photo.jpg', filecontent: fileContent('pdf') },
      { filename: 'empty.pdf', filecontent: '' },
      { filename: 'short.png', filecontent: Buffer.from([0x89, 0x50, 0x4e]).toString('base64') },
    ];
    for (const fields of cases) {
      expect(errorOf(await upload(record.id, { ...pdf, ...fields })), fields.filename).toEqual(errors.invalidFiletype);
    }
    expect(record.documents).toEqual([]);
  });

  it('answers 400/4402 File content has to be base64 encoded unless strict padded RFC 4648 base64 (D16)', async () => {
    const record = arrangeApplication(sb.current.sandbox);
    const valid = fileContent('pdf', 10);
    const cases = [valid.replace(/=+$/, ''), `${valid.slice(0, 8)}\n${valid.slice(8)}`, '!!!!', 'JVBERi0x-_8=', `${valid} `, 12345, null];
    for (const filecontent of cases) {
      expect(errorOf(await upload(record.id, { ...pdf, filecontent })), JSON.stringify(filecontent)).toEqual(errors.fileNotBase64);
    }
    const { filecontent: _omitted, ...withoutContent } = pdf;
    expect(errorOf(await upload(record.id, withoutContent))).toEqual(errors.fileNotBase64);
  });

  it('refuses an unknown field or a body that is not an object with 400/4402 Invalid input', async () => {
    const record = arrangeApplication(sb.current.sandbox);
    expect(errorOf(await upload(record.id, { ...pdf, note: 'x' }))).toEqual(errors.invalidInput);
    expect(errorOf(await upload(record.id, [pdf]))).toEqual(errors.invalidInput);
  });

  for (const [name, method] of [
    ['Get Application Documents', 'GET'],
    ['Create Application Document', 'POST'],
  ] as const) {
    const body = method === 'POST' ? pdf : undefined;

    it(`${name}: a blank id is 400/4402, none such 404/4041, another account's 401/4010 Invalid application ID`, async () => {
      const { sandbox } = sb.current;
      expect(errorOf(await sb.current.asAdmin(method, documentsPath('%20'), { body }))).toEqual(errors.applicationIdMissing);
      for (const id of ['99999999', 'abc']) {
        expect(errorOf(await sb.current.asAdmin(method, documentsPath(id), { body })), id).toEqual(errors.applicationNotFound);
      }
      const foreign = arrangeApplication(sandbox, { account_id: arrangeBranch(sandbox) });
      expect(errorOf(await sb.current.asAdmin(method, documentsPath(foreign.id), { body }))).toEqual(errors.applicationForbidden);
      expect(foreign.documents).toEqual([]);
    });

    it(`${name}: an injected fault is 500/5000 Internal error`, async () => {
      const record = arrangeApplication(sb.current.sandbox);
      await injectFault(sb.current, method === 'GET' ? 'getApplicationDocuments' : 'createApplicationDocument');
      expect(errorOf(await sb.current.asAdmin(method, documentsPath(record.id), { body }))).toEqual(errors.applicationInternal);
      expect(record.documents).toEqual([]);
    });
  }
});
