/** A key, drawn inline (decorative): kept out of the shared island icon set, which every page's islands load. */
export function PasskeyIcon({ size = 20 }: { size?: number }) {
  return (
    <svg
      width={size}
      height={size}
      viewBox="0 0 24 24"
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      <circle cx="7.5" cy="15.5" r="4.5" />
      <path d="m10.7 12.3 9.8-9.8" />
      <path d="m15.5 7.5 3 3" />
      <path d="m18 5 2.5 2.5" />
    </svg>
  );
}
