/** A plain page for a screen that is not built yet. */
export function InterimPage({ title, note }: { title: string; note?: string }) {
  return (
    <section className="mx-auto max-w-3xl px-6 py-24 text-center">
      <h1 className="text-4xl sm:text-5xl">{title}</h1>
      <p className="mt-4 text-ink-soft">{note ?? "This page is being prepared. Please visit us in store or call us meanwhile."}</p>
    </section>
  );
}
