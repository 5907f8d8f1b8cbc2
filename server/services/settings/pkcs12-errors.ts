import { badRequest, HttpError } from '../../lib/errors';

// The coded refusals of a certificate file; nothing here echoes the passphrase.

export const notPkcs12 = () =>
  badRequest(
    'This file is not a PKCS#12 certificate (.p12/.pfx) or it is damaged',
    'certificate_not_pkcs12',
    {
      file: 'Not a readable PKCS#12 certificate',
    },
  );

export const wrongPassphrase = () =>
  badRequest('The passphrase does not open this certificate', 'certificate_wrong_passphrase', {
    passphrase: 'Wrong passphrase',
  });

/** Readable, but it asks for more work (entries, key derivations, nesting, time) than any real certificate. */
export const tooComplex = () =>
  new HttpError(
    422,
    'This certificate file asks for more processing than the portal allows; export it again with standard settings',
    'certificate_too_complex',
    { fields: { file: 'The file is too complex to open' } },
  );

/** Every certificate checker is busy and the queue is full. */
export const checkerBusy = () =>
  new HttpError(
    429,
    'Certificates are being checked for many users; try again in a moment',
    'certificate_busy',
    {
      retryAfter: 5,
    },
  );
