/** An address as the send log shows it: `d***@example.com` (the domain helps find a bounce). */
export function redactAddress(address: string): string {
  const at = address.lastIndexOf('@');
  if (at < 1) return '***';
  return `${address[0]}***${address.slice(at)}`;
}
