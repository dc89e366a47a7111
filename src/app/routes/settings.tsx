import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { loadSettings, SettingsPage, type SettingsData } from '@/features/settings/settings-page';
import { withLocaleParts } from '@/i18n/i18n';
import { streamed } from '@/lib/streamed-data';

interface SettingsRouteData {
  settings: Promise<SettingsData>;
}

export function loader({ request }: LoaderFunctionArgs): Promise<SettingsRouteData> {
  return withLocaleParts(['settings', 'validation'], {
    settings: streamed(loadSettings(request.signal)),
  });
}

export function Component() {
  const { settings } = useLoaderData<SettingsRouteData>();
  return <SettingsPage data={settings} />;
}
