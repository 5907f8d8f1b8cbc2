// Placeholder page: replaced by the issue that builds this screen.
export default function WalletPage() {
  return (
    <section className="p-6">
      <h1 className="text-2xl font-semibold">Dompet</h1>
      <p className="mt-2 text-text-muted">This page is being built.</p>
    </section>
  );
}
