import { act, render, screen } from '@testing-library/react';
import { Suspense } from 'react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { changeLanguage, getLanguage, loadLanguage, t } from '@/lib/i18n/catalog';
import { translate } from '@/lib/i18n/translate';
import { useT } from '@/lib/i18n/useT';

const en = { auth: { otp: { digit: 'Digit {{n}} of {{total}}' }, only: 'English only' }, flat: 'Flat' };
const id = { auth: { otp: { digit: 'Digit {{n}} dari {{total}}' } }, flat: 'Datar' };

describe('translate (the sign-in screens’ translator)', () => {
  it('reads nested keys and fills {{values}}', () => {
    expect(translate(id, en, 'auth.otp.digit', { n: 1, total: 6 })).toBe('Digit 1 dari 6');
    expect(translate(id, en, 'flat')).toBe('Datar');
  });

  it('falls back to English, then to defaultValue, then to the key', () => {
    expect(translate(id, en, 'auth.only')).toBe('English only');
    expect(translate(undefined, en, 'flat')).toBe('Flat');
    expect(translate(id, en, 'apiErrors.nope', { defaultValue: '' })).toBe('');
    expect(translate(id, en, 'apiErrors.nope')).toBe('apiErrors.nope');
  });

  it('never answers a group of keys as text, and leaves unknown placeholders alone', () => {
    expect(translate(id, en, 'auth.otp')).toBe('auth.otp');
    expect(translate(id, en, 'auth.otp.digit', { n: 2 })).toBe('Digit 2 dari {{total}}');
  });

  it('the bundled English has the sign-in strings', () => {
    expect(t('en', 'auth.login.submit')).toBe('Sign in');
    expect(t('en', 'validation.passwordMin', { min: 8 })).toBe('Use at least 8 characters');
  });
});

function Heading() {
  const { t: tr } = useT();
  return <h1>{tr('auth.login.submit')}</h1>;
}

describe('useT and the language', () => {
  afterEach(async () => {
    // Back to English (its full file "cannot be fetched" here: the bundled part answers).
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 404 })),
    );
    await act(() => changeLanguage('en'));
    vi.unstubAllGlobals();
  });

  it('waits for a language to load, then shows it and turns the page right-to-left for Arabic', async () => {
    let answer: (value: Response) => void = () => {};
    const fetchMock = vi.fn(() => new Promise<Response>((resolve) => (answer = resolve)));
    vi.stubGlobal('fetch', fetchMock);
    render(
      <Suspense fallback={<p>waiting</p>}>
        <Heading />
      </Suspense>,
    );
    expect(screen.getByRole('heading')).toHaveTextContent('Sign in');

    let switched: Promise<unknown> = Promise.resolve();
    act(() => {
      switched = changeLanguage('ar');
    });
    expect(fetchMock).toHaveBeenCalledWith('/locales/ar.json', expect.anything());
    // The old language stays on screen until the new one is there.
    expect(screen.getByRole('heading')).toHaveTextContent('Sign in');
    await act(async () => {
      answer(new Response(JSON.stringify({ auth: { login: { submit: 'تسجيل الدخول' } } })));
      await switched;
    });
    expect(screen.getByRole('heading')).toHaveTextContent('تسجيل الدخول');
    expect(getLanguage()).toBe('ar');
    expect(document.documentElement).toHaveAttribute('dir', 'rtl');
    expect(document.documentElement).toHaveAttribute('lang', 'ar');
    expect(localStorage.getItem('i18nextLng')).toBe('ar');
    // Fetched once, shared with i18next's backend.
    await loadLanguage('ar');
    expect(fetchMock).toHaveBeenCalledTimes(1);
  });

  it('a language that cannot be loaded shows English', async () => {
    vi.stubGlobal(
      'fetch',
      vi.fn(async () => new Response('', { status: 404 })),
    );
    await act(() => changeLanguage('fr'));
    render(<Heading />);
    expect(screen.getByRole('heading')).toHaveTextContent('Sign in');
  });
});
