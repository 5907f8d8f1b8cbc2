import { describe, expect, it } from 'vitest';
import { localeFromAcceptLanguage, MAIL_LOCALES } from '../../server/lib/mail/locale';
import { redactAddress } from '../../server/lib/mail/redact';
import { composeMail, type MailTemplate } from '../../server/lib/mail/templates';

const TEMPLATES: MailTemplate[] = [
  { name: 'otp', purpose: 'register', code: '123456' },
  { name: 'otp', purpose: 'reset', code: '123456' },
  { name: 'otp', purpose: 'email_change', code: '123456' },
  { name: 'registration_attempt' },
  { name: 'email_changed', newEmail: 'baru@example.test' },
  {
    name: 'invitation',
    code: '654321',
    link: 'https://portal.example/reset-password?email=dewi%40example.test',
    days: 7,
  },
];

describe('mail templates', () => {
  it('say every mail in all four languages, each its own words, as text and HTML', () => {
    for (const template of TEMPLATES) {
      const subjects = new Set<string>();
      for (const locale of MAIL_LOCALES) {
        const mail = composeMail(template, locale);
        subjects.add(mail.subject);
        expect(mail.html).toContain(`<html lang="${locale}" dir="${locale === 'ar' ? 'rtl' : 'ltr'}">`);
        expect(mail.text.length).toBeGreaterThan(40);
        if (template.name === 'otp') {
          expect(mail.text).toContain('123456');
          expect(mail.html).toContain('>123456</p>');
          expect(mail.text).toMatch(/10/);
        }
        if (template.name === 'email_changed') expect(mail.html).toContain('<bdi>baru@example.test</bdi>');
        if (template.name === 'invitation') {
          // the link stays one isolated run (left to right inside Arabic), the code a block, the days said
          expect(mail.text).toContain(template.link);
          expect(mail.html).toContain(`<bdi>${template.link}</bdi>`);
          expect(mail.html).toContain('>654321</p>');
          expect(mail.text).toMatch(/7/);
        }
      }
      expect(subjects.size).toBe(4);
    }
  });

  it('escapes values from outside in the HTML and keeps them as written in the text', () => {
    const newEmail = '"><script>alert(1)</script>@example.test';
    const mail = composeMail({ name: 'email_changed', newEmail }, 'en');
    expect(mail.html).not.toContain('<script>');
    expect(mail.html).toContain('&quot;&gt;&lt;script&gt;alert(1)&lt;/script&gt;@example.test');
    expect(mail.text).toContain(`changed to ${newEmail}.`);
  });

  it('counts Arabic minutes with the plural of 3 to 10', () => {
    expect(composeMail({ name: 'otp', purpose: 'reset', code: '000111' }, 'ar').text).toContain(
      'صالح لمدة 10 دقائق.',
    );
  });
});

describe('the language of a request', () => {
  it.each([
    ['fr-FR,fr;q=0.9,en;q=0.8', 'fr'],
    ['de-DE, en;q=0.5, ar;q=0.7', 'ar'],
    ['en-GB', 'en'],
    ['ID', 'id'],
    ['fr;q=0, en;q=0.1', 'en'],
    ['*', undefined],
    ['de', undefined],
    [undefined, undefined],
  ])('%s → %s', (header, locale) => {
    expect(localeFromAcceptLanguage(header)).toBe(locale);
  });
});

describe('addresses in the send log', () => {
  it('keep the first letter and the domain only', () => {
    expect(redactAddress('dewi.lestari@example.co.id')).toBe('d***@example.co.id');
    expect(redactAddress('not-an-address')).toBe('***');
  });
});
