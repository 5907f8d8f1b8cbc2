// Placeholder: the shell issue mounts here what lives once for the whole app (toaster at the
// chosen position, settings → <html> attributes sync, Ctrl+/ search dialog). src/app mounts it once.
export function GlobalChrome() {
  return null;
}
