/** A success or error message for a form; announced politely as it appears. */
export type BannerState = { kind: 'success' | 'error'; text: string } | null;

export function Banner({ banner }: { banner: BannerState }) {
  return (
    <div aria-live="polite" aria-atomic="true">
      {banner && (
        <div className={`banner banner-${banner.kind}`} role={banner.kind === 'error' ? 'alert' : 'status'}>
          <p>{banner.text}</p>
        </div>
      )}
    </div>
  );
}
