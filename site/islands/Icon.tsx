import { IconFrame } from './IconFrame';

type Props = { d: readonly string[]; size?: number };

/** Decorative icon for islands (`<Icon d={icons.cart} />`); the control around it carries the accessible name. */
export function Icon({ d, size = 20 }: Props) {
  return (
    <IconFrame size={size}>
      {d.map((path) => (
        <path key={path} d={path} />
      ))}
    </IconFrame>
  );
}
