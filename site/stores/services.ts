/**
 * The account’s services with this month’s usage (docs/decisions/services-page-and-cancel.md): the
 * Services page's list and Billing's month so far read the same answer; Cancel updates the row in place.
 */

import { answer, api } from '../lib/api';
import type { AccountService, ServiceList } from '../shared/api/services';
import { serviceMessages } from '../shared/api/services-messages';
import { LOADING, type Loaded, load, loaderAtom } from './loader';
import { signedIn } from './signed-in';
import { toast } from './toast';

export type ServicesState = Loaded<ServiceList>;

export const $services = loaderAtom<ServiceList>();

export async function loadServices() {
  $services.set(LOADING);
  await load($services, answer(api.GET('/api/services', signedIn)), (list) => list, {
    failed: serviceMessages.loadFailed,
    exception: serviceMessages.loadException,
  });
}

/** Cancels a service; true when it ended (the list then shows it ended), else a toast says why. */
export async function cancelService(service: Pick<AccountService, 'id' | 'name'>): Promise<boolean> {
  try {
    const result = await answer(
      api.POST('/api/services/{id}/cancel', { ...signedIn, params: { path: { id: service.id } } }),
    );
    if (result.ok) {
      const state = $services.get();
      if (state.status === 'ready') {
        const services = state.services.map((row) => (row.id === result.data.id ? result.data : row));
        $services.set({ ...state, services });
      }
      toast(serviceMessages.cancelled(service.name), 'success');
      return true;
    }
    toast(result.error || serviceMessages.cancelFailed, 'error');
  } catch {
    toast(serviceMessages.cancelFailed, 'error');
  }
  return false;
}
