/** A full-height busy state with a spinner and what is happening, announced to screen readers. */
export function BusyScreen({ label }: { label: string }) {
  return (
    <div className="flex min-h-[50dvh] flex-col items-center justify-center gap-4" role="status">
      <span className="boot-spinner" aria-hidden="true" />
      <p className="text-fg-muted">{label}</p>
    </div>
  );
}
