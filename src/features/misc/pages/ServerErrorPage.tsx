// Placeholder page: replaced by the issue that builds this screen.
export default function ServerErrorPage() {
  return (
    <section className="p-6">
      <h1 className="text-2xl font-semibold">Internal server error</h1>
      <p className="mt-2 text-text-muted">This page is being built.</p>
    </section>
  );
}
