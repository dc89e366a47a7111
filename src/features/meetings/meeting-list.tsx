import { useId, useState } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meeting } from '@/api/contract/applications';
import { Button } from '@/components/button/button';
import { TitledSection } from '@/components/titled-section/titled-section';
import { downloadBlob } from '@/lib/download';
import { webLink } from '@/lib/web-link';
import { buildMeetingIcs, icsFileName } from './ics';
import { isPastMeeting, useMeetingTime } from '@/components/meeting-time/meeting-time';
import './meetings.css';

function MeetingCard({ meeting, past }: { meeting: Meeting; past: boolean }) {
  const { t } = useTranslation();
  const meetingTime = useMeetingTime();
  const titleId = useId();
  const videoUrl = webLink(meeting.videoUrl)?.href;
  const when = meetingTime(meeting);

  const addToCalendar = () => {
    const ics = buildMeetingIcs(meeting, {
      organizer: t('meetings.ics.organizer', { name: meeting.organizer }),
      videoLink: videoUrl ? t('meetings.ics.videoLink', { url: videoUrl }) : undefined,
    });
    downloadBlob(new Blob([ics], { type: 'text/calendar;charset=utf-8' }), icsFileName(meeting));
  };

  return (
    <li className={`meeting${past ? ' meeting--past' : ''}`}>
      <h3 id={titleId} className="meeting__title">
        {meeting.title}
      </h3>
      {past && <p className="meeting__past">{t('meetings.past')}</p>}
      <dl className="meeting__facts">
        <div>
          <dt>{t('meetings.date')}</dt>
          <dd>
            <time dateTime={meeting.startsAt}>{when.date}</time>
          </dd>
        </div>
        <div>
          <dt>{t('meetings.time')}</dt>
          <dd>
            <span>
              {when.zoneName
                ? t('meetings.timeInZone', { time: when.range, zone: when.zoneName })
                : when.range}
            </span>
            {when.localRange && !past && (
              <span className="meeting__local-time">
                {t('meetings.yourTime', { time: when.localRange })}
              </span>
            )}
          </dd>
        </div>
        <div>
          <dt>{t('meetings.place')}</dt>
          <dd>
            {meeting.location && <span className="meeting__location">{meeting.location}</span>}
            {videoUrl && !past && (
              <a href={videoUrl} target="_blank" rel="noopener noreferrer">
                {t('meetings.joinVideo')}{' '}
                <span className="visually-hidden">{t('meetings.opensInNewTab')}</span>
              </a>
            )}
            {videoUrl && past && !meeting.location && t('meetings.videoMeeting')}
            {!meeting.location && !videoUrl && t('meetings.placeNotSet')}
          </dd>
        </div>
        <div>
          <dt>{t('meetings.organizer')}</dt>
          <dd>{meeting.organizer}</dd>
        </div>
        {meeting.notes && (
          <div>
            <dt>{t('meetings.notes')}</dt>
            <dd className="meeting__notes">{meeting.notes}</dd>
          </div>
        )}
      </dl>
      {!past && (
        <div>
          <Button variant="secondary" onClick={addToCalendar} aria-describedby={titleId}>
            {t('meetings.addToCalendar')}
          </Button>
        </div>
      )}
    </li>
  );
}

const byStart = (a: Meeting, b: Meeting) => Date.parse(a.startsAt) - Date.parse(b.startsAt);

/**
 * Booked meetings: the coming ones first, earliest first, each with an .ics file made in the
 * browser; then the ones that are over, latest first, which can be neither joined nor added.
 */
export function MeetingList({ meetings }: { meetings: Meeting[] }) {
  const { t } = useTranslation();
  // The time the list was shown: a meeting ending while the page is open keeps its buttons.
  const [now] = useState(Date.now);
  const coming = meetings.filter((meeting) => !isPastMeeting(meeting, now)).sort(byStart);
  const past = meetings
    .filter((meeting) => isPastMeeting(meeting, now))
    .sort((a, b) => byStart(b, a));
  return (
    <TitledSection className="card stack" heading={t('meetings.title')}>
      {meetings.length === 0 ? (
        <p>{t('meetings.empty')}</p>
      ) : (
        <ul className="meeting-list">
          {coming.map((meeting) => (
            <MeetingCard key={meeting.id} meeting={meeting} past={false} />
          ))}
          {past.map((meeting) => (
            <MeetingCard key={meeting.id} meeting={meeting} past />
          ))}
        </ul>
      )}
    </TitledSection>
  );
}
