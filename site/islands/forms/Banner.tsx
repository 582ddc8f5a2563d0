/** A success or error message for a form; announced politely as it appears. */
import * as icons from '../../lib/island-icons';
import { Icon } from '../Icon';

export type BannerState = { kind: 'success' | 'error'; text: string } | null;

type Props = {
  banner: BannerState;
  /** The live region's class (the contact forms hide it while it is empty). */
  className?: string;
  /** A check or an alert before the text (the contact forms show one). */
  icon?: boolean;
};

export function Banner({ banner, className, icon }: Props) {
  return (
    <div className={className} aria-live="polite" aria-atomic="true">
      {banner && (
        <div className={`banner banner-${banner.kind}`} role={banner.kind === 'error' ? 'alert' : 'status'}>
          {icon && <Icon d={banner.kind === 'error' ? icons.alert : icons.check} />}
          <p>{banner.text}</p>
        </div>
      )}
    </div>
  );
}
