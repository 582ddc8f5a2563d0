import { type IslandIconName, islandIconPaths } from '../lib/island-icons';

type Props = { name: IslandIconName; size?: number };

/** Decorative icon for islands; the control around it carries the accessible name. */
export function Icon({ name, size = 20 }: Props) {
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
      {islandIconPaths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </svg>
  );
}
