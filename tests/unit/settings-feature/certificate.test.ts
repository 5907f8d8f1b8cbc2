import { describe, expect, it } from 'vitest';
import { certificateStatus, matchNpwp } from '../../../server/services/settings/certificate';
import { npwpCandidates, openPkcs12 } from '../../../server/services/settings/pkcs12';
import { daysFromNow, makeP12 } from '../../api/settings-fixtures';

const NPWP = '0012345678901234';

describe('certificate status', () => {
  const now = new Date('2026-03-01T00:00:00Z');
  it.each([
    [31, 'AKTIF'],
    [30, 'AKAN_KEDALUWARSA'],
    [1, 'AKAN_KEDALUWARSA'],
  ])('%i days left is %s', (days, status) => {
    const to = new Date(now.getTime() + days * 86_400_000);
    expect(certificateStatus(to, now)).toEqual({ status, daysLeft: days });
  });
  it('is KEDALUWARSA after valid_to', () => {
    expect(certificateStatus(new Date(now.getTime() - 1000), now)).toEqual({
      status: 'KEDALUWARSA',
      daysLeft: -1,
    });
  });
});

describe('NPWP in a certificate', () => {
  it('finds 15- and 16-digit numbers with or without separators', () => {
    expect(npwpCandidates('PT Maju 01.234.567.8-901.234')).toEqual(['0012345678901234']);
    expect(npwpCandidates('0012 3456 7890 1234')).toEqual([NPWP]);
    expect(npwpCandidates('Budi 12345 and 123')).toEqual([]);
    expect(npwpCandidates(null)).toEqual([]);
  });

  it('checks the subject first and the file name only when the subject has no number', () => {
    expect(matchNpwp({ subjectCn: `PT A ${NPWP}`, subjectSerial: null }, 'x.p12', NPWP)).toBe('subject_cn');
    expect(matchNpwp({ subjectCn: 'PT A', subjectSerial: NPWP }, 'x.p12', NPWP)).toBe('subject_serial');
    expect(matchNpwp({ subjectCn: 'PT A', subjectSerial: null }, `${NPWP}.p12`, NPWP)).toBe('file_name');
    // a different NPWP in the subject is not rescued by the file name
    expect(() =>
      matchNpwp({ subjectCn: '0098765432109876', subjectSerial: null }, `${NPWP}.p12`, NPWP),
    ).toThrow(/another NPWP/);
    expect(() => matchNpwp({ subjectCn: 'PT A', subjectSerial: null }, 'sertel.p12', NPWP)).toThrow(
      /No NPWP/,
    );
  });
});

describe('openPkcs12', () => {
  it('reads subject, serial, issuer and validity', () => {
    const notAfter = daysFromNow(100);
    const opened = openPkcs12(
      makeP12({ passphrase: 'pw', cn: 'PT Uji', subjectSerial: NPWP, notAfter }),
      'pw',
    );
    expect(opened.subjectCn).toBe('PT Uji');
    expect(opened.subjectSerial).toBe(NPWP);
    expect(opened.subject).toContain(`serialNumber=${NPWP}`);
    expect(opened.issuer).toBe('CN=Test CA Portal Pajak, C=ID');
    expect(Math.abs(opened.validTo.getTime() - notAfter.getTime())).toBeLessThan(1000);
  });

  it('answers coded 400s for a wrong passphrase and for other bytes', () => {
    const p12 = makeP12({ passphrase: 'pw', cn: 'PT Uji' });
    expect(() => openPkcs12(p12, 'nope')).toThrow(
      expect.objectContaining({ status: 400, code: 'certificate_wrong_passphrase' }),
    );
    expect(() => openPkcs12(Buffer.from('not der'), 'pw')).toThrow(
      expect.objectContaining({ status: 400, code: 'certificate_not_pkcs12' }),
    );
  });
});
