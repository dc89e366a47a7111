import { useTranslation } from 'react-i18next';
import { useMeetingTime, type MeetingTimes } from './meeting-time';

/** When a meeting starts, in its own zone, the zone named when it is not the browser's. */
export function MeetingStart({ meeting }: { meeting: MeetingTimes }) {
  const { t } = useTranslation();
  const when = useMeetingTime()(meeting);
  return (
    <time dateTime={meeting.startsAt}>
      {when.zoneName
        ? t('meetings.timeInZone', { time: when.start, zone: when.zoneName })
        : when.start}
    </time>
  );
}
