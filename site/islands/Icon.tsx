import { type IslandIconName, islandIconPaths } from '../lib/island-icons';
import { IconFrame } from './IconFrame';

type Props = { name: IslandIconName; size?: number };

/** Decorative icon for islands; the control around it carries the accessible name. */
export function Icon({ name, size = 20 }: Props) {
  return (
    <IconFrame size={size}>
      {islandIconPaths[name].map((d) => (
        <path key={d} d={d} />
      ))}
    </IconFrame>
  );
}
