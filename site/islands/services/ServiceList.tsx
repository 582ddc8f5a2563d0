/**
 * The Services page (docs/decisions/services-page-and-cancel.md): each service of the account with
 * this month's usage so far; roles that may cancel see Cancel, the others read.
 */
import type { AccountNote as Note } from '../../lib/account-notes';
import * as icons from '../../lib/island-icons';
import { serviceMessages } from '../../shared/api/services-messages';
import { may } from '../../stores/current-account';
import { $services, loadServices } from '../../stores/services';
import { Icon } from '../Icon';
import { LoadedList } from '../LoadedList';
import { ServiceCard } from './ServiceCard';

export default function ServiceList({ note }: { note: Note }) {
  return (
    <LoadedList
      heading="Services"
      headingId="services-heading"
      className="services"
      note={note}
      action="services:read"
      store={$services}
      load={loadServices}
      loading={serviceMessages.loading}
      skeletonHeight="7rem"
      isEmpty={(list) => list.services.length === 0}
      empty={serviceMessages.none}
      emptyClass="services-empty"
    >
      {(list) => {
        const canCancel = may('services:cancel');
        return (
          <>
            {list.suspendedFor && (
              <div className="banner banner-error" role="alert">
                <Icon d={icons.alert} size={18} />
                <p>
                  {serviceMessages.suspended(list.suspendedFor)} <a href="/profile/billing">Billing</a>
                </p>
              </div>
            )}
            <ul className="service-list">
              {list.services.map((service) => (
                <ServiceCard key={service.id} service={service} canCancel={canCancel} />
              ))}
            </ul>
          </>
        );
      }}
    </LoadedList>
  );
}
