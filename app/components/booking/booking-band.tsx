/** The dark band at the top of the booking pages: eyebrow, title and a line of lead. */
export function BookingBand({ eyebrow, title, lead }: { eyebrow: string; title: string; lead: string }) {
  return (
    <section className="bg-ink text-ivory">
      <div className="mx-auto max-w-3xl px-4 py-12 sm:px-6 sm:py-16">
        <p className="text-xs font-semibold tracking-[0.3em] text-brass uppercase">{eyebrow}</p>
        <h1 className="mt-3 text-4xl leading-[1.05] text-ivory sm:text-5xl">{title}</h1>
        <p className="mt-4 max-w-xl text-base leading-relaxed text-ivory/85">{lead}</p>
      </div>
    </section>
  );
}
