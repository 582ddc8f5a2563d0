/** Personal Information: name, read-only e-mail, company, address, phone. */
import type { FormEvent } from 'react';
import { type Profile, saveProfile } from '../../stores/profile';
import type { BannerState } from '../forms/Banner';
import { contractCheck } from '../forms/contract-check';
import { Field } from '../forms/Field';
import { useForm } from '../forms/useForm';

const profileCheck = contractCheck(() => import('../../shared/api/profile'));

type Props = { profile: Profile; onResult: (banner: BannerState) => void };

export function PersonalInfoForm({ profile, onResult }: Props) {
  const form = useForm(
    {
      name: profile.name,
      companyName: profile.companyName,
      address: profile.address,
      phoneNumber: profile.phoneNumber,
    },
    onResult,
  );
  const { values, errors } = form;

  function onSubmit(event: FormEvent<HTMLFormElement>) {
    return form.submit(event, {
      check: () => profileCheck((contract, validate) => validate(contract.profileSchema, values)),
      announceInvalid: true,
      // The values as typed; the server trims them.
      send: () => saveProfile(values),
      fallback: 'Failed to update profile',
      done: (message) => ({ banner: { kind: 'success', text: message } }),
    });
  }

  return (
    <form ref={form.ref} className="card form" noValidate onSubmit={onSubmit} aria-labelledby="personal-heading">
      <h2 id="personal-heading" className="form-title">
        Personal Information
      </h2>
      <Field
        id="profile-name"
        label="Full name"
        autoComplete="name"
        name="name"
        value={values.name}
        error={errors.name}
        onChange={(event) => form.set('name', event.target.value)}
      />
      <Field
        id="profile-email"
        label="Email"
        type="email"
        value={profile.email}
        readOnly
        hint="Your email address cannot be changed."
      />
      <Field
        id="profile-company"
        label="Company name"
        autoComplete="organization"
        name="companyName"
        value={values.companyName}
        error={errors.companyName}
        onChange={(event) => form.set('companyName', event.target.value)}
      />
      <Field
        id="profile-address"
        label="Address"
        autoComplete="street-address"
        name="address"
        value={values.address}
        error={errors.address}
        onChange={(event) => form.set('address', event.target.value)}
      />
      <Field
        id="profile-phone"
        label="Phone number"
        type="tel"
        autoComplete="tel"
        name="phoneNumber"
        value={values.phoneNumber}
        error={errors.phoneNumber}
        onChange={(event) => form.set('phoneNumber', event.target.value)}
      />
      <div>
        <button type="submit" className="btn btn-primary" disabled={form.submitting}>
          {form.submitting ? 'Saving...' : 'Save changes'}
        </button>
      </div>
    </form>
  );
}
