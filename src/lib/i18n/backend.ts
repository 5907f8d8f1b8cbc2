import type { BackendModule, ReadCallback } from 'i18next';

// A ten-line backend instead of i18next-http-backend: one GET a language, nothing else to
// configure. Retries are i18next's own (maxRetries / retryTimeout, the wait doubles each time);
// the second callback argument tells it whether a failure is worth retrying.

const base = `${import.meta.env.BASE_URL ?? '/'}locales/`;

export const localesBackend: BackendModule = {
  type: 'backend',
  init() {},
  read(language: string, _namespace: string, callback: ReadCallback) {
    fetch(`${base}${language}.json`, { credentials: 'same-origin' })
      .then(async (res) => {
        if (!res.ok)
          return { error: new Error(`locale ${language}: HTTP ${res.status}`), retry: res.status >= 500 };
        return { data: await res.json() };
      })
      .then(
        (result) => ('data' in result ? callback(null, result.data) : callback(result.error, result.retry)),
        (err: Error) => callback(err, true),
      );
  },
};
