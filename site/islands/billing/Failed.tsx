/** A load that failed: its message and a retry. */
import * as icons from '../../lib/island-icons';
import { Icon } from '../Icon';

export function Failed({ message, retry }: { message: string; retry: () => void }) {
  return (
    <div className="banner banner-error" role="alert">
      <Icon d={icons.alert} size={18} />
      <p>{message}</p>
      <button type="button" className="btn btn-sm" onClick={retry}>
        Try again
      </button>
    </div>
  );
}
