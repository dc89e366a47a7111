import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { useRevalidator } from 'react-router-dom';
import type { Profile } from '@/api/contract/account';
import { LoadingStatus, StreamedData } from '@/components/streamed-data/streamed-data';
import { DeleteLoginSection } from './delete-login-section';
import { ProfileForm } from './profile-form';
import { TermsSection } from './terms-section';
import { TwoFactorSection, type CurrentTfaMethod } from './two-factor-section';
import { YourDataSection } from './your-data-section';
import './settings.css';
import type { TranslationKey } from '@/i18n/translation-key';

export interface SettingsData {
  profile: Profile;
  tfaMethod: CurrentTfaMethod;
}

const SECTIONS = ['information', 'two-factor', 'terms', 'your-data', 'delete-login'] as const;
type SectionId = (typeof SECTIONS)[number];

const sectionTitleKey: Record<SectionId, TranslationKey> = {
  information: 'settings.sections.information',
  'two-factor': 'settings.sections.twoFactor',
  terms: 'settings.sections.terms',
  'your-data': 'settings.sections.yourData',
  'delete-login': 'settings.sections.deleteLogin',
};

function SettingsSection({ id, children }: { id: SectionId; children: ReactNode }) {
  const { t } = useTranslation();
  return (
    <section
      id={id}
      aria-labelledby={`${id}-heading`}
      className="card settings-section"
      tabIndex={-1}
    >
      <h2 id={`${id}-heading`}>{t(sectionTitleKey[id])}</h2>
      {children}
    </section>
  );
}

/**
 * The heading shows at once; the sections, with what they hold, where they go as soon as the
 * profile is here.
 */
export function SettingsPage({ data }: { data: Promise<SettingsData> }) {
  const { t } = useTranslation();
  return (
    <div className="settings-page">
      <h1>{t('titles.settings')}</h1>
      <StreamedData data={data} fallback={<LoadingStatus label={t('settings.loading')} />}>
        {(settings) => <SettingsSections data={settings} />}
      </StreamedData>
    </div>
  );
}

function SettingsSections({ data }: { data: SettingsData }) {
  const { t } = useTranslation();
  const { profile } = data;
  // What the server saved is read again: the page holds no copy of its own.
  const revalidator = useRevalidator();
  const reload = () => void revalidator.revalidate();

  return (
    <div className="settings-page__layout">
      <nav className="settings-nav" aria-label={t('settings.sectionsNav')}>
        <ul>
          {SECTIONS.map((id) => (
            <li key={id}>
              <a href={`#${id}`}>{t(sectionTitleKey[id])}</a>
            </li>
          ))}
        </ul>
      </nav>
      <div className="settings-page__sections">
        <SettingsSection id="information">
          <ProfileForm profile={profile} onSaved={reload} />
        </SettingsSection>
        <SettingsSection id="two-factor">
          <TwoFactorSection profile={profile} initialMethod={data.tfaMethod} />
        </SettingsSection>
        <SettingsSection id="terms">
          <TermsSection profile={profile} onSaved={reload} />
        </SettingsSection>
        <SettingsSection id="your-data">
          <YourDataSection profile={profile} onSaved={reload} />
        </SettingsSection>
        <SettingsSection id="delete-login">
          <DeleteLoginSection />
        </SettingsSection>
      </div>
    </div>
  );
}
