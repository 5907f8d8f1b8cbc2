import type { Context } from 'hono';
import { Hono } from 'hono';
import { z } from 'zod';
import type { User } from '../../contract/auth';
import { idParamSchema } from '../../contract/common/schemas';
import { jakartaDate } from '../../contract/jakarta-time';
import {
  CERTIFICATE_EXTENSIONS,
  CERTIFICATE_MAX_BYTES,
  type CertificateResponse,
  type EfinResponse,
  type EmailChangeResponse,
  SETTINGS_MESSAGES,
  SETTINGS_PATHS,
  type SignerListResponse,
  type SignerResponse,
  SURAT_KUASA_MAX_BYTES,
} from '../../contract/settings';
import {
  createCertificateUploadSchema,
  createEfinSchema,
  createEmailChangeSchema,
  createEmailConfirmSchema,
  createProfileSchema,
  createSignerPatchSchema,
  createSignerSchema,
  signerListQuerySchema,
} from '../../contract/settings/schemas';
import type { AppEnv } from '../env';
import { clock } from '../lib/clock';
import { badRequest, HttpError, notFound } from '../lib/errors';
import { retryAfterHeader, takeSlots } from '../lib/rate-limit';
import { validate } from '../lib/validate';
import { requireAuth } from '../middleware/auth';
import { certificateAttempts, getCertificate, saveCertificate } from '../services/settings/certificate';
import { getEfin, saveEfin } from '../services/settings/efin';
import { extensionOf, safeFileName, sniffDocumentType } from '../services/settings/file-type';
import { parseInput, readBody } from '../services/settings/parse';
import { confirmEmailChange, requestEmailChange, updateProfile } from '../services/settings/profile';
import {
  createSigner,
  findSigner,
  listSigners,
  readSuratKuasa,
  type SuratKuasaUpload,
  toSigner,
  updateSigner,
} from '../services/settings/signers';
import { routeOf } from './route-of';

// Account settings, mounted under /api. Ownership: a client reads and writes only its own
// data (another client's signer is a 404). An admin may READ any client's settings (signers,
// power of attorney, masked EFIN, certificate metadata) by passing ?user_id=, but writes only
// its own: settings carry the client's legal signatures.
export const settingsRoutes = new Hono<AppEnv>();

const m = SETTINGS_MESSAGES;
const ownerQuery = z.object({ user_id: z.coerce.number().int().positive().max(2_147_483_647).optional() });

/** Whose data a read is about: the caller's, or for an admin the ?user_id= client's. */
function readOwner(c: Context<AppEnv>, userId: number | undefined): number {
  const user = c.get('user');
  if (userId === undefined || userId === user.id) return user.id;
  if (user.role === 'admin') return userId;
  throw notFound();
}

// ---------- profile and email ----------

settingsRoutes.put(SETTINGS_PATHS.profile, requireAuth, async (c) => {
  const { fields } = await readBody(c.req);
  if (
    typeof fields.email === 'string' &&
    fields.email.trim().toLowerCase() !== c.get('user').email.toLowerCase()
  )
    throw badRequest(
      'The email changes only through a code sent to the new address',
      'email_change_requires_otp',
      {
        email: 'Use the email change with a confirmation code',
      },
    );
  const body = parseInput(createProfileSchema(m), fields);
  const user: User = await updateProfile(c.get('db'), c.get('user').id, body, new Set(Object.keys(fields)));
  return c.json(user);
});

settingsRoutes.post(
  SETTINGS_PATHS.emailChange,
  requireAuth,
  validate('json', createEmailChangeSchema(m)),
  async (c) => {
    const { new_email } = c.req.valid('json');
    await requestEmailChange(c.get('db'), c.get('user').id, new_email);
    return c.json<EmailChangeResponse>({
      message: 'A confirmation code was sent to the new address',
      new_email,
    });
  },
);

settingsRoutes.post(
  SETTINGS_PATHS.emailChangeConfirm,
  requireAuth,
  validate('json', createEmailConfirmSchema(m)),
  async (c) => {
    const user = await confirmEmailChange(c.get('db'), c.get('user').id, c.req.valid('json').otp);
    return c.json<User>(user);
  },
);

// ---------- signers ----------

/** The optional power of attorney of a multipart body, checked by size and by its first bytes. */
async function suratKuasaFrom(files: Record<string, File>): Promise<SuratKuasaUpload | null> {
  const file = files.surat_kuasa_file;
  if (!file) return null;
  if (file.size > SURAT_KUASA_MAX_BYTES)
    throw new HttpError(413, 'The power of attorney may be at most 2 MB', 'surat_kuasa_too_large', {
      fields: { surat_kuasa_file: 'At most 2 MB' },
    });
  const bytes = Buffer.from(await file.arrayBuffer());
  const mime = sniffDocumentType(bytes.subarray(0, 8));
  if (!mime)
    throw badRequest('The power of attorney must be a PDF, PNG or JPEG file', 'surat_kuasa_type', {
      surat_kuasa_file: 'PDF, PNG or JPEG only',
    });
  const name = safeFileName(file.name, `surat-kuasa.${extensionOf(mime)}`);
  return { bytes, mime, name };
}

const today = () => jakartaDate(clock.now());

async function createFromRequest(c: Context<AppEnv>) {
  const { fields, files } = await readBody(c.req);
  const body = parseInput(createSignerSchema(m, { today: today() }), fields);
  const file = await suratKuasaFrom(files);
  const signer = await createSigner(c.get('db'), { id: c.get('user').id }, body, file);
  return c.json<SignerResponse>({ message: 'Signer added', data: signer }, 201);
}

async function updateFromRequest(c: Context<AppEnv>, id: number) {
  const { fields, files } = await readBody(c.req);
  const patch = parseInput(createSignerPatchSchema(m), fields);
  const file = await suratKuasaFrom(files);
  const signer = await updateSigner(c.get('db'), { id: c.get('user').id }, id, patch, file);
  return c.json<SignerResponse>({ message: 'Signer saved', data: signer });
}

settingsRoutes.post(SETTINGS_PATHS.signersSpt, requireAuth, createFromRequest);
settingsRoutes.put(routeOf(SETTINGS_PATHS.signerSpt), requireAuth, validate('param', idParamSchema), (c) =>
  updateFromRequest(c, c.req.valid('param').id),
);

settingsRoutes.get(
  SETTINGS_PATHS.signers,
  requireAuth,
  validate('query', signerListQuerySchema),
  async (c) => {
    const query = c.req.valid('query');
    const owner = readOwner(c, query.user_id);
    return c.json<SignerListResponse>(await listSigners(c.get('db'), owner, query));
  },
);
settingsRoutes.post(SETTINGS_PATHS.signers, requireAuth, createFromRequest);

settingsRoutes.get(
  routeOf(SETTINGS_PATHS.signer),
  requireAuth,
  validate('param', idParamSchema),
  async (c) => {
    const row = await findSigner(c.get('db'), c.req.valid('param').id, c.get('user'));
    return c.json({ data: toSigner(row) });
  },
);
settingsRoutes.put(routeOf(SETTINGS_PATHS.signer), requireAuth, validate('param', idParamSchema), (c) =>
  updateFromRequest(c, c.req.valid('param').id),
);

settingsRoutes.get(
  routeOf(SETTINGS_PATHS.suratKuasa),
  requireAuth,
  validate('param', idParamSchema),
  async (c) => {
    const file = await readSuratKuasa(c.get('db'), c.req.valid('param').id, c.get('user'));
    return c.body(new Uint8Array(file.bytes), 200, {
      'content-type': file.mime,
      'content-disposition': `attachment; filename="${file.name.replace(/"/g, '')}"; filename*=UTF-8''${encodeURIComponent(file.name)}`,
      'cache-control': 'private, no-store',
      'x-content-type-options': 'nosniff',
    });
  },
);

// ---------- EFIN ----------

settingsRoutes.get(SETTINGS_PATHS.efin, requireAuth, validate('query', ownerQuery), async (c) => {
  const owner = readOwner(c, c.req.valid('query').user_id);
  return c.json<EfinResponse>(await getEfin(c.get('db'), owner));
});

settingsRoutes.put(SETTINGS_PATHS.efin, requireAuth, validate('json', createEfinSchema(m)), async (c) => {
  const { efin } = c.req.valid('json');
  return c.json<EfinResponse>(
    await saveEfin(c.get('db'), c.get('config').encryptionKey, c.get('user'), efin),
  );
});

// ---------- electronic certificate ----------

settingsRoutes.get(SETTINGS_PATHS.certificate, requireAuth, validate('query', ownerQuery), async (c) => {
  const owner = readOwner(c, c.req.valid('query').user_id);
  return c.json<CertificateResponse>({ certificate: await getCertificate(c.get('db'), owner) });
});

settingsRoutes.post(SETTINGS_PATHS.certificate, requireAuth, retryAfterHeader, async (c) => {
  const { fields, files } = await readBody(c.req);
  const file = files.file;
  if (!file)
    throw badRequest('Choose the certificate file (.p12 or .pfx)', 'certificate_file_required', {
      file: 'Choose the certificate file',
    });
  if (file.size > CERTIFICATE_MAX_BYTES)
    throw new HttpError(413, 'The certificate file may be at most 50 KB', 'certificate_too_large', {
      fields: { file: 'At most 50 KB' },
    });
  const fileName = safeFileName(file.name, 'sertifikat.p12');
  if (!CERTIFICATE_EXTENSIONS.some((ext) => fileName.toLowerCase().endsWith(ext)))
    throw badRequest('The certificate must be a .p12 or .pfx file', 'certificate_type', {
      file: '.p12 or .pfx only',
    });
  const { passphrase } = parseInput(createCertificateUploadSchema(m), fields);
  // taken once the form is complete: every file opened counts, as each costs a worker's time
  await takeSlots(
    c.get('rateLimits'),
    [[certificateAttempts, String(c.get('user').id)]],
    'Too many certificate uploads; try again later',
  );
  const certificate = await saveCertificate(c.get('db'), c.get('config').encryptionKey, c.get('user'), {
    bytes: Buffer.from(await file.arrayBuffer()),
    fileName,
    passphrase,
  });
  return c.json<CertificateResponse>({ certificate, message: 'Certificate saved' }, 201);
});
