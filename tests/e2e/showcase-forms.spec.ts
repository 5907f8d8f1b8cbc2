import AxeBuilder from '@axe-core/playwright';
import { type BrowserContext, expect, type Locator, type Page, test } from '@playwright/test';
import { applyLook, LOOKS } from './lib/looks';
import { expectNotAuthorizedOnEach, openSettled } from './lib/pages';
import { apiContext, bearer, type Session, signInDemo, storeSession } from './lib/session';

// The forms showcase (issue 19) as the admin, on one shared page: every page drawn and axe-clean
// in light, dark and Arabic; every validating form submitted invalid then valid; the async
// autocomplete and the NPWP check against the real server; the real signer wizard. A client gets
// the 401 page on each.

const SHOTS = '.tmp/shots/showcase-forms';
/** the editable element; the rich text editor hangs its editor on it */
type EditorElement = HTMLElement & { editor?: { state: { selection: { empty: boolean } } } };
const ELEMENTS = [
  'text-field',
  'select',
  'checkbox',
  'radio',
  'textarea',
  'autocomplete',
  'pickers',
  'switch',
  'file-uploader',
  'editor',
  'slider',
  'input-mask',
];
const PAGES = [
  ...ELEMENTS.map((p) => `/forms/form-elements/${p}`),
  '/forms/form-layouts',
  '/forms/form-validation',
  '/forms/form-wizard',
];

let context: BrowserContext;
let page: Page;
let admin: Session;
const pageErrors: string[] = [];

test.beforeAll(async ({ browser, baseURL }) => {
  admin = await signInDemo(baseURL!, 'admin');
  context = await browser.newContext({ viewport: { width: 1440, height: 900 } });
  await storeSession(context, admin, { mode: 'light', lng: 'en' });
  page = await context.newPage();
  page.on('pageerror', (e) => pageErrors.push(e.message));
});
test.afterAll(async () => {
  await context?.close();
});

const open = (path: string) => openSettled(page, path);

const form = (name: string) => page.getByRole('form', { name, exact: true });
async function expectToast(text: string | RegExp) {
  await expect(page.getByText(text).first()).toBeVisible();
}

/** The editor page's three Tiptap editors drew (the lazy chunk loaded): each toolbar controls its text box. */
async function expectEditors() {
  const toolbars = page.locator('#main-content').getByRole('toolbar');
  await expect(toolbars).toHaveCount(3, { timeout: 30_000 });
  for (const bar of await toolbars.all()) {
    await expect(bar.getByRole('button')).toHaveCount(10);
    const id = await bar.getAttribute('aria-controls');
    await expect(page.locator(`[id="${id}"][role="textbox"][contenteditable="true"]`)).toBeVisible();
  }
}

async function errorsOf(scope: Locator) {
  return scope.locator('[id$="-error"]').allInnerTexts();
}

test('form validation: basic, async against the server, on change; invalid then valid', async () => {
  await open('/forms/form-validation');
  // basic: everything missing
  const basic = form('Basic');
  await basic.getByRole('button', { name: 'Submit' }).click();
  expect(await errorsOf(basic)).toEqual([
    'Enter at least 3 characters.',
    'This field is required.',
    'An NPWP has 16 digits.',
    'This field is required.',
    'Choose one.',
    'Please accept the terms.',
  ]);
  await expect(basic.getByLabel('Full name')).toBeFocused();
  await basic.getByLabel('Full name').fill('Budi Santoso');
  await basic.getByLabel('Email').fill('budi@contoh.co.id');
  await basic.getByLabel('NPWP').fill('0012345678901234');
  await expect(basic.getByLabel('NPWP')).toHaveValue('0012 3456 7890 1234');
  // a future birth date is refused; typed day/month/year
  await basic.getByLabel('Date of birth').fill('01/01/2999');
  await basic.getByLabel('Tax type').selectOption('PPh 23');
  await basic.getByLabel('I accept the terms of service').check();
  await basic.getByRole('button', { name: 'Submit' }).click();
  expect(await errorsOf(basic)).toEqual(['The date must be in the past.']);
  await basic.getByLabel('Date of birth').fill('17/08/1990');
  await basic.getByRole('button', { name: 'Submit' }).click();
  await expectToast('The form is valid and was submitted.');
  await expect(basic.getByLabel('Full name')).toHaveValue('');

  // async: the server says the demo client's NPWP is taken, another one is free
  const asyncForm = form('Async submit');
  await asyncForm.getByRole('button', { name: 'Check and submit' }).click();
  expect(await errorsOf(asyncForm)).toEqual(['This field is required.', 'An NPWP has 16 digits.']);
  await asyncForm.getByLabel('Company').fill('PT Contoh Jaya');
  await asyncForm.getByLabel('NPWP').fill('0012345678901234');
  const asked = page.waitForRequest(
    (r) => r.url().endsWith('/api/forms/check-npwp') && r.method() === 'POST',
  );
  await asyncForm.getByRole('button', { name: 'Check and submit' }).click();
  expect((await asked).postDataJSON()).toEqual({ npwp: '0012345678901234' });
  await expect(asyncForm.getByText('This NPWP is already registered to a client.')).toBeVisible();
  await asyncForm.getByLabel('NPWP').fill('3175092208900004');
  await asyncForm.getByRole('button', { name: 'Check and submit' }).click();
  await expectToast('PT Contoh Jaya: this NPWP is not registered yet.');

  // on change: errors appear while typing, before any submit
  const live = form('Validation on change');
  await live.getByLabel('Username').fill('ab');
  await expect(live.getByText('At least 4 characters.')).toBeVisible();
  await live.getByLabel('Username').fill('Budi!');
  await expect(live.getByText('Lowercase letters, digits, dots and underscores only.')).toBeVisible();
  await live.getByLabel('Username').fill('budi.s');
  await live.locator('input[type="password"]').first().fill('rahasia-kuat-1');
  await live.getByLabel('Confirm password').fill('rahasia-kuat-2');
  await expect(live.getByText('The passwords do not match.')).toBeVisible();
  await live.getByLabel('Confirm password').fill('rahasia-kuat-1');
  await expect(live.locator('[id$="-error"]')).toHaveCount(0);
  await live.getByRole('button', { name: 'Submit' }).click();
  await expectToast('The form is valid and was submitted.');
});

test('form layouts: each form refuses empty fields and accepts valid ones', async () => {
  // six forms filled twice each: over a minute on a busy machine
  test.setTimeout(120_000);
  await open('/forms/form-layouts');
  const valid = 'The form is valid (nothing was sent).';
  const check = async (name: string, fill: (f: Locator) => Promise<void>, submit = 'Submit') => {
    const f = form(name);
    await f.getByRole('button', { name: submit }).click();
    expect((await errorsOf(f)).length, `${name} refuses empty`).toBeGreaterThan(0);
    await fill(f);
    await f.getByRole('button', { name: submit }).click();
    await expect(f.locator('[id$="-error"]'), name).toHaveCount(0);
    await expectToast(valid);
    await page
      .getByText(valid)
      .first()
      .waitFor({ state: 'hidden', timeout: 15_000 })
      .catch(() => {});
  };
  await check('Basic', async (f) => {
    await f.getByLabel('Full name').fill('Siti Rahma');
    await f.getByLabel('Email').fill('siti@contoh.co.id');
    await f.locator('input[type="password"]').first().fill('rahasia-kuat');
  });
  await check('With icons', async (f) => {
    await f.getByLabel('Full name').fill('Siti Rahma');
    await f.getByLabel('Email').fill('siti@contoh.co.id');
    await f.getByLabel('Phone').fill('081234567890');
    await f.getByLabel('Message').fill('Mohon info tagihan.');
  });
  await check('With separator', async (f) => {
    await f.getByLabel('Username').fill('siti');
    await f.getByLabel('Email').fill('siti@contoh.co.id');
    await f.locator('input[type="password"]').first().fill('rahasia-kuat');
    await f.getByLabel('Full name').fill('Siti Rahma');
    await f.getByLabel('Country').selectOption('Indonesia');
    await f.getByLabel('Date of birth').fill('02/03/1991');
    await f.getByLabel('Phone').fill('081234567890');
  });
  // tabs: the failing tab is shown
  const tabs = form('With tabs');
  await tabs.getByRole('tab', { name: 'Account details' }).click();
  await tabs.getByLabel('Username').fill('siti');
  await tabs.getByRole('button', { name: 'Submit' }).click();
  await expect(tabs.getByRole('tab', { name: 'Personal info' })).toHaveAttribute('aria-selected', 'true');
  await tabs.getByLabel('Full name').fill('Siti Rahma');
  await tabs.getByLabel('City').fill('Bandung');
  await tabs.getByRole('button', { name: 'Submit' }).click();
  await expect(tabs.getByRole('tab', { name: 'Account details' })).toHaveAttribute('aria-selected', 'true');
  await tabs.getByLabel('Email').fill('siti@contoh.co.id');
  await tabs.locator('input[type="password"]').first().fill('rahasia-kuat');
  await tabs.getByRole('button', { name: 'Submit' }).click();
  await expectToast(valid);
  // collapsible checkout: a failed check opens the sections with errors
  const checkout = form('Collapsible checkout');
  await checkout.getByRole('button', { name: 'Payment method' }).click();
  await checkout.getByRole('button', { name: 'Place order' }).click();
  await expect(checkout.getByText('A card number has 16 digits.')).toBeVisible();
  await expect(checkout.getByRole('button', { name: 'Delivery address' })).toHaveAttribute(
    'aria-expanded',
    'true',
  );
  await checkout.getByLabel('Full name').fill('Siti Rahma');
  await checkout.getByLabel('Phone').fill('081234567890');
  await checkout.getByRole('textbox', { name: 'Address', exact: true }).fill('Jl. Merdeka 1');
  await checkout.getByLabel('Card number').fill('4111111111111111');
  await checkout.getByLabel('Expiry').fill('1229');
  await checkout.getByRole('button', { name: 'Place order' }).click();
  await expectToast(valid);
  await check(
    'Alignment',
    async (f) => {
      await f.getByLabel('Username').fill('siti');
      await f.locator('input[type="password"]').first().fill('rahasia-kuat');
    },
    'Sign in',
  );
});

test('form wizard: linear steps check their own fields; the signer wizard registers a real signer', async ({
  baseURL,
}) => {
  await open('/forms/form-wizard');
  const linear = form('Linear, with per-step validation');
  await linear.getByRole('button', { name: 'Next' }).click();
  expect(await errorsOf(linear)).toEqual(['At least 4 characters.', 'At least 8 characters.']);
  await expect(linear.getByRole('listitem').first()).toContainText('(needs attention)');
  await linear.getByLabel('Username').fill('siti');
  await linear.locator('input[type="password"]').first().fill('rahasia-kuat');
  await linear.getByRole('button', { name: 'Next' }).click();
  await expect(linear.locator('[aria-current="step"]')).toContainText('Personal');
  await linear.getByLabel('Full name').fill('Siti Rahma');
  await linear.getByLabel('City').fill('Bandung');
  await linear.getByRole('button', { name: 'Next' }).click();
  await linear.getByLabel('Website').fill('not a url');
  await linear.getByRole('button', { name: 'Submit' }).click();
  await expect(linear.getByText('Enter an address starting with https://')).toBeVisible();
  await linear.getByLabel('Website').fill('https://contoh.co.id');
  await linear.getByRole('button', { name: 'Submit' }).click();
  await expectToast('All steps completed.');

  const wizard = form('Register a signer');
  const nik = `317101150190${String(1000 + Math.floor(Math.random() * 8999))}`;
  await wizard.getByLabel('Identity number').fill('1234');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByText('This is not a valid NIK.')).toBeVisible();
  await wizard.getByLabel('Identity number').fill(nik);
  await wizard.getByRole('button', { name: 'Next' }).click();
  await wizard.getByRole('button', { name: 'Next' }).click();
  expect(await errorsOf(wizard)).toEqual(['This field is required.', 'This field is required.']);
  await wizard.getByLabel('Full name').fill('Rina Wizard');
  await wizard.getByLabel('Position').fill('Direktur');
  await wizard.getByLabel('May sign').selectOption('BUPOT');
  await wizard.getByRole('button', { name: 'Next' }).click();
  await expect(wizard.getByText('Withholding slips', { exact: true })).toBeVisible();
  const posted = page.waitForResponse(
    (r) => r.url().endsWith('/api/penandatangan') && r.request().method() === 'POST',
  );
  await wizard.getByRole('button', { name: 'Submit' }).click();
  expect((await posted).status()).toBe(201);
  await expectToast('Signer Rina Wizard registered. It is listed in Settings.');
  const api = await apiContext(baseURL!);
  const list = await api.get('/api/penandatangan?q=Rina%20Wizard', { headers: bearer(admin.token) });
  const signers = (await list.json()).data as { nomor_identitas: string; scope: string }[];
  expect(signers.some((s) => s.nomor_identitas === nik && s.scope === 'BUPOT')).toBe(true);
  await api.dispose();
});

test('autocomplete asks the server as one types, debounced, and keeps the chosen suggestion', async () => {
  await open('/forms/form-elements/autocomplete');
  const queries: string[] = [];
  page.on('request', (r) => {
    if (r.url().includes('/api/forms/autocomplete'))
      queries.push(new URL(r.url()).searchParams.get('q') ?? '');
  });
  const example = page
    .locator('div')
    .filter({ has: page.getByRole('heading', { name: 'Asynchronous request' }) })
    .filter({ has: page.getByRole('combobox') })
    .last();
  await example.getByRole('button', { name: 'Countries' }).click();
  const field = example.getByRole('combobox', { name: 'Country', exact: true });
  // countries are named in the interface's language
  await field.pressSequentially('germ');
  await expect(page.getByRole('option', { name: /Germany/ })).toBeVisible();
  // asked after a pause in the typing, not once per key (a busy machine may pause between keys)
  const asked = queries.filter((q) => q !== '');
  expect(asked.at(-1)).toBe('germ');
  expect(asked.length).toBeLessThan(4);
  await page.keyboard.press('ArrowDown');
  await page.keyboard.press('Enter');
  await expect(field).toHaveValue('Germany');
  // tax object codes by words
  await example.getByRole('button', { name: 'Tax object codes' }).click();
  const code = example.getByRole('combobox', { name: 'Tax object code' });
  await code.fill('rent');
  const option = page
    .getByRole('option')
    .filter({ hasText: /24-1\d\d-\d\d/ })
    .first();
  await expect(option).toBeVisible();
  await option.click();
  await expect(code).toHaveValue(/^24-1\d\d-\d\d · /);
});

test('rich text editor: the toolbar formats by keyboard; the form refuses an empty text', async () => {
  await open('/forms/form-elements/editor');
  await expectEditors();
  const letter = page.getByRole('textbox', { name: 'Cover letter' });
  const bar = page.getByRole('toolbar', { name: 'Cover letter: formatting' });
  await letter.click();
  await page.keyboard.press('ControlOrMeta+End');
  await page.keyboard.type(' Salam');
  await page.keyboard.press('Shift+Home');
  // the editor takes a keyboard selection from the browser's selectionchange event, a task later;
  // on a loaded machine focus could reach the toolbar first and Italic would toggle an empty selection
  await expect
    .poll(() => letter.evaluate((el) => (el as EditorElement).editor?.state.selection.empty))
    .toBe(false);
  // one Tab stop; arrows move along the toolbar
  await bar.getByRole('button', { name: 'Bold' }).focus();
  await page.keyboard.press('ArrowRight');
  await expect(bar.getByRole('button', { name: 'Italic' })).toBeFocused();
  await page.keyboard.press('Enter');
  await expect(bar.getByRole('button', { name: 'Italic' })).toHaveAttribute('aria-pressed', 'true');
  await expect(page.locator('#main-content pre')).toContainText('<em>');

  const reply = form('In a form, required');
  await reply.getByRole('button', { name: 'Submit' }).click();
  const box = reply.getByRole('textbox', { name: 'Reply' });
  await expect(box).toHaveAttribute('aria-invalid', 'true');
  await expect(box).toHaveAccessibleDescription('This field is required.');
  await box.click();
  await page.keyboard.type('Terima kasih.');
  await reply.getByRole('button', { name: 'Submit' }).click();
  await expectToast('The form is valid and was submitted.');
  await expect(box).not.toHaveAttribute('aria-invalid', 'true');
});

test('date picker: typed in the interface order, chosen by keyboard in the calendar', async () => {
  await open('/forms/form-elements/pickers');
  const input = page.getByLabel('Date', { exact: true }).first();
  await expect(input).toHaveValue('23/11/2026');
  await page.getByRole('button', { name: 'Choose date' }).first().click();
  const dialog = page.getByRole('dialog', { name: 'Choose date' });
  await expect(dialog.getByRole('grid')).toBeVisible();
  await expect(dialog.locator('button:focus')).toHaveAccessibleName(/23 November 2026|November 23/);
  await page.keyboard.press('ArrowRight');
  await page.keyboard.press('Enter');
  await expect(dialog).toBeHidden();
  await expect(input).toHaveValue('24/11/2026');
  await expect(page.getByText('Chosen: 24 November 2026')).toBeVisible();
  await input.fill('05/01/2027');
  await expect(page.getByText('Chosen: 5 January 2027')).toBeVisible();
});

// The looks last: the flows above run in light English; each sweep switches the look once (a
// reload) and opens the pages inside the app, so the scripts are parsed once per look.
for (const [name, look] of LOOKS) {
  test(`every forms page draws and axe finds nothing (${name})`, async () => {
    // 15 pages drawn and scanned, the machine perhaps busy
    test.setTimeout(300_000);
    await openSettled(page, PAGES[0]);
    await applyLook(page, look);
    for (const path of PAGES) {
      await openSettled(page, path);
      await expect(page.locator('html')).toHaveAttribute('dir', look.lng === 'ar' ? 'rtl' : 'ltr');
      await expect(page.locator('html')).toHaveAttribute('data-mode', look.mode!);
      // each example card drew (its code toggle is there)
      expect(await page.locator('#main-content button[aria-expanded]').count(), path).toBeGreaterThan(1);
      if (path.endsWith('/editor')) await expectEditors();
      const results = await new AxeBuilder({ page })
        .include('#main-content')
        .setLegacyMode()
        .options({ resultTypes: ['violations'] })
        .analyze();
      const shot = `${name}-${path.split('/').pop()}`;
      if (results.violations.length) await page.screenshot({ path: `${SHOTS}/${shot}.png`, fullPage: true });
      expect(
        results.violations.map(
          (v) =>
            `${v.id}: ${v.nodes
              .map((n) => n.target.join(' '))
              .slice(0, 3)
              .join(' | ')}`,
        ),
        shot,
      ).toEqual([]);
      expect(pageErrors.splice(0), shot).toEqual([]);
    }
  });
}

test('a client gets the 401 page on every forms page', async ({ browser, baseURL }) => {
  const client = await browser.newContext();
  await storeSession(client, await signInDemo(baseURL!, 'client'));
  const p = await client.newPage();
  await expectNotAuthorizedOnEach(p, PAGES, async (path) => {
    await expect(p.getByRole('form'), path).toHaveCount(0);
  });
  await client.close();
});
