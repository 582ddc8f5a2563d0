import { IconFrame } from '../../IconFrame';

/** A key, drawn inline (decorative): kept out of the shared island icon set, which every page's islands load. */
export function PasskeyIcon({ size = 20 }: { size?: number }) {
  return (
    <IconFrame size={size}>
      <circle cx="7.5" cy="15.5" r="4.5" />
      <path d="m10.7 12.3 9.8-9.8" />
      <path d="m15.5 7.5 3 3" />
      <path d="m18 5 2.5 2.5" />
    </IconFrame>
  );
}
