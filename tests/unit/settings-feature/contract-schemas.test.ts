import { describe, expect, it } from 'vitest';
import { SETTINGS_MESSAGES, sniffDocumentType } from '../../../contract/settings';
import {
  createEfinSchema,
  createProfileSchema,
  createSignerPatchSchema,
  createSignerSchema,
  signerListQuerySchema,
} from '../../../contract/settings/schemas';
import en from '../../../src/features/settings/locales/en.json';
import { messageKeys } from '../../../src/features/settings/schemas/messages';

const signer = {
  bertindak_sebagai: 'PENGURUS',
  jenis_identitas: 'NPWP',
  nomor_identitas: '0012 3456 7890 1234',
  nama: 'Budi',
  jabatan: 'Direktur',
};

describe('profile schema', () => {
  it('normalises phone and NPWP (a 15-digit one gains a leading 0) and empties to null', () => {
    const out = createProfileSchema().parse({
      nama: ' Budi ',
      phone: '0812-3456-7890',
      npwp: '01.234.567.8-901.000',
      company_name: '',
      postal_code: '',
    });
    expect(out).toMatchObject({
      nama: 'Budi',
      phone: '081234567890',
      npwp: '0012345678901000',
      company_name: null,
    });
    expect(out.postal_code).toBeNull();
  });

  it('refuses a bad NPWP, postal code and phone with the given messages', () => {
    const result = createProfileSchema(messageKeys).safeParse({
      nama: 'x',
      phone: '12',
      npwp: '123',
      postal_code: '1234',
    });
    expect(result.success).toBe(false);
    const byPath = Object.fromEntries(result.error!.issues.map((i) => [i.path.join('.'), i.message]));
    expect(byPath).toEqual({
      phone: 'settings.validation.phoneInvalid',
      npwp: 'settings.validation.npwpInvalid',
      postal_code: 'settings.validation.postalCodeInvalid',
    });
  });
});

describe('signer schema', () => {
  it.each(['NPWP', 'NIK'])(
    'answers an empty %s identity number as required, not as a wrong length',
    (type) => {
      const empty = createSignerSchema().safeParse({
        ...signer,
        jenis_identitas: type,
        nomor_identitas: ' ',
      });
      expect(empty.error!.issues).toEqual([
        expect.objectContaining({ path: ['nomor_identitas'], message: SETTINGS_MESSAGES.required }),
      ]);
    },
  );

  it('checks the identity number by its type and answers an NPWP as 16 digits', () => {
    expect(createSignerSchema().parse(signer).nomor_identitas).toBe('0012345678901234');
    const nik = createSignerSchema().safeParse({ ...signer, jenis_identitas: 'NIK' });
    expect(nik.success).toBe(false);
    expect(nik.error!.issues[0].path).toEqual(['nomor_identitas']);
    expect(
      createSignerSchema().safeParse({
        ...signer,
        jenis_identitas: 'NIK',
        nomor_identitas: '3171015501900002',
      }).success,
    ).toBe(true);
  });

  it('needs the letter number and date for a KUASA, not after today, and drops them for a PENGURUS', () => {
    const kuasa = createSignerSchema(SETTINGS_MESSAGES, { today: '2026-03-01' }).safeParse({
      ...signer,
      bertindak_sebagai: 'KUASA',
      surat_kuasa_tanggal: '2026-03-02',
    });
    const paths = kuasa.error!.issues.map((i) => i.path.join('.'));
    expect(paths).toEqual(['surat_kuasa_nomor', 'surat_kuasa_tanggal']);
    const pengurus = createSignerSchema().parse({
      ...signer,
      surat_kuasa_nomor: 'SK-1',
      surat_kuasa_tanggal: '2026-01-01',
    });
    expect(pengurus).toMatchObject({ surat_kuasa_nomor: null, surat_kuasa_tanggal: null, scope: 'BOTH' });
  });

  it('reads multipart booleans and leaves unsent patch fields out', () => {
    expect(createSignerPatchSchema().parse({ active: 'false', is_default: 'on' })).toEqual({
      active: false,
      is_default: true,
    });
    expect(createSignerPatchSchema().safeParse({ active: 'maybe' }).success).toBe(false);
    expect(signerListQuerySchema.parse({ active: 'true' })).toMatchObject({
      active: true,
      page: 1,
      perPage: 10,
    });
  });
});

describe('EFIN schema', () => {
  it('keeps digits only and bounds the length', () => {
    expect(createEfinSchema().parse({ efin: '12345 67890' }).efin).toBe('1234567890');
    expect(createEfinSchema().safeParse({ efin: '12345abcde' }).success).toBe(false);
    expect(createEfinSchema().safeParse({ efin: '12345' }).success).toBe(false);
    expect(createEfinSchema().safeParse({ efin: '123456789012' }).success).toBe(true);
  });

  it('accepts what the hint says (10 digits, or 12 on some letters) and says required when empty', () => {
    const message = (efin: string) => createEfinSchema().safeParse({ efin }).error?.issues[0].message;
    expect(message('123456')).toBe(SETTINGS_MESSAGES.efinLength);
    expect(message('1'.repeat(13))).toBe(SETTINGS_MESSAGES.efinLength);
    expect(message('')).toBe(SETTINGS_MESSAGES.required);
    expect(SETTINGS_MESSAGES.efinLength).toBe('EFIN has 10 to 12 digits');
  });
});

describe('document type by content', () => {
  it('knows PDF, PNG and JPEG by their first bytes only', () => {
    expect(sniffDocumentType(new TextEncoder().encode('%PDF-1.7'))).toBe('application/pdf');
    expect(sniffDocumentType(Uint8Array.from([0x89, 0x50, 0x4e, 0x47, 0x0d, 0x0a, 0x1a, 0x0a]))).toBe(
      'image/png',
    );
    expect(sniffDocumentType(Uint8Array.from([0xff, 0xd8, 0xff, 0xe0]))).toBe('image/jpeg');
    expect(sniffDocumentType(new TextEncoder().encode('MZ\x90\x00'))).toBeNull();
  });
});

describe('translated messages', () => {
  it('has an English text for every schema message key', () => {
    const validation = (en as { settings: { validation: Record<string, string> } }).settings.validation;
    for (const key of Object.keys(SETTINGS_MESSAGES)) expect(validation[key], key).toBeTruthy();
  });
});
