import { useLoaderData, type LoaderFunctionArgs } from 'react-router-dom';
import { loadSettings, SettingsPage, type SettingsData } from '@/features/settings/settings-page';
import { withLocaleParts } from '@/i18n/i18n';

export function loader({ request }: LoaderFunctionArgs): Promise<SettingsData> {
  return withLocaleParts(['settings', 'validation'], loadSettings(request.signal));
}

export function Component() {
  const data = useLoaderData<SettingsData>();
  return <SettingsPage data={data} />;
}
