import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { getProfile } from '@/api/profile';
import { getTfaMethod } from '@/features/settings/api';
import { SettingsPage, type SettingsData } from '@/features/settings/settings-page';
import type { CurrentTfaMethod } from '@/features/settings/two-factor-section';
import { streamed } from '@/lib/streamed-data';

interface SettingsRouteData {
  settings: Promise<SettingsData>;
}

/**
 * The profile is required for the page; the two-factor method comes from the auth service,
 * which may be down on its own: then only that section says so.
 */
async function loadSettings(signal: AbortSignal): Promise<SettingsData> {
  const [profile, tfaMethod] = await Promise.all([
    getProfile(signal),
    getTfaMethod(signal).then(
      (answer): CurrentTfaMethod => answer.tfaMethod,
      (): CurrentTfaMethod => 'unavailable',
    ),
  ]);
  return { profile, tfaMethod };
}

export function loader({ request }: LoaderFunctionArgs): SettingsRouteData {
  return { settings: streamed(loadSettings(request.signal)) };
}

export function Component() {
  const { settings } = useLoaderData<SettingsRouteData>();
  return <SettingsPage data={settings} />;
}
