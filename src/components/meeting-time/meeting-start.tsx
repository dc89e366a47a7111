import { useTranslation } from 'react-i18next';
import { useMeetingTime, type MeetingTimes } from './meeting-time';
import './meeting-start.css';

/**
 * When a meeting starts, as a meeting's details give it: in its own zone, the zone named when it
 * is not the browser's, and the start on the browser's clock beside it when that reads otherwise.
 */
export function MeetingStart({ meeting }: { meeting: MeetingTimes }) {
  const { t } = useTranslation();
  const when = useMeetingTime()(meeting);
  return (
    <span className="meeting-start">
      <time dateTime={meeting.startsAt}>
        {when.zoneName
          ? t('meetings.timeInZone', { time: when.start, zone: when.zoneName })
          : when.start}
      </time>
      {when.localStart && (
        <span className="meeting-start__local">
          {t('meetings.yourTime', { time: when.localStart })}
        </span>
      )}
    </span>
  );
}
