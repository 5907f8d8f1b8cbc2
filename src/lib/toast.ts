// The toaster lives in the app chrome, loaded right after first paint. A page that only announces
// the outcome of an action loads react-hot-toast on that first announcement, so the library is
// not part of the page's own first load.
type Kind = 'plain' | 'success' | 'error';

const show = (kind: Kind, message: string) => {
  void import('react-hot-toast').then(({ default: hotToast }) =>
    kind === 'plain' ? hotToast(message) : hotToast[kind](message),
  );
};

export const toast = Object.assign((message: string) => show('plain', message), {
  success: (message: string) => show('success', message),
  error: (message: string) => show('error', message),
});
