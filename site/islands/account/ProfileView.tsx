/**
 * The profile page: loading, error (replacing the forms), or the
 * Personal Information and Change Password forms sharing one success and one error banner.
 */
import { useEffect, useRef, useState } from 'react';
import { $profile, loadProfile } from '../../stores/profile';
import { requireSession } from '../../stores/session';
import type { BannerState } from '../forms/Banner';
import { Banner } from '../forms/Banner';
import { useStore } from '../use-store';
import { PasswordForm } from './PasswordForm';
import { PersonalInfoForm } from './PersonalInfoForm';

export default function ProfileView() {
  const state = useStore($profile);
  const [banner, setBanner] = useState<BannerState>(null);
  const bannerRef = useRef<HTMLDivElement>(null);

  useEffect(() => {
    if (requireSession('/profile')) void loadProfile();
  }, []);

  useEffect(() => {
    if (banner) bannerRef.current?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, [banner]);

  if (state.status === 'loading') {
    return (
      <div className="profile-loading" aria-busy="true">
        <p className="visually-hidden" role="status">
          Loading your profile…
        </p>
        {/* The loaded page's shapes, so nothing below moves (or comes into view and loads) meanwhile. */}
        <div className="skeleton skeleton-profile-header" />
        <div className="profile-forms">
          <div className="skeleton skeleton-personal" />
          <div className="skeleton skeleton-password" />
        </div>
      </div>
    );
  }

  if (state.status === 'error') {
    return (
      <div className="banner banner-error" role="alert">
        <p>{state.message}</p>
      </div>
    );
  }

  const { profile } = state;
  return (
    <div className="profile">
      <div className="profile-header card">
        <span className="avatar" aria-hidden="true" data-testid="avatar">
          {profile.name.trim().charAt(0).toUpperCase() || '?'}
        </span>
        <div>
          <p className="profile-name">{profile.name}</p>
          <p className="muted profile-email">{profile.email}</p>
        </div>
      </div>
      <div ref={bannerRef} className="profile-banner">
        <Banner banner={banner} />
      </div>
      <div className="profile-forms">
        <PersonalInfoForm profile={profile} onResult={setBanner} />
        <PasswordForm onResult={setBanner} />
      </div>
    </div>
  );
}
