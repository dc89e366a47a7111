import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import type { Meeting } from '@/api/types';
import { useFormat } from '@/i18n/format';
import { downloadBlob } from '@/lib/download';
import { webLink } from '@/lib/web-link';
import { buildMeetingIcs, icsFileName } from './ics';
import './meetings.css';

function MeetingCard({ meeting }: { meeting: Meeting }) {
  const { t } = useTranslation();
  const format = useFormat();
  const titleId = useId();
  const videoUrl = webLink(meeting.videoUrl)?.href;
  const sameDay =
    new Date(meeting.startsAt).toDateString() === new Date(meeting.endsAt).toDateString();
  const time = (value: string) => format.date(value, { hour: '2-digit', minute: '2-digit' });

  const addToCalendar = () => {
    const ics = buildMeetingIcs(meeting, {
      organizer: t('meetings.ics.organizer', { name: meeting.organizer }),
      videoLink: videoUrl ? t('meetings.ics.videoLink', { url: videoUrl }) : undefined,
    });
    downloadBlob(new Blob([ics], { type: 'text/calendar;charset=utf-8' }), icsFileName(meeting));
  };

  return (
    <li className="meeting">
      <h3 id={titleId} className="meeting__title">
        {meeting.title}
      </h3>
      <dl className="meeting__facts">
        <div>
          <dt>{t('meetings.date')}</dt>
          <dd>
            <time dateTime={meeting.startsAt}>
              {format.date(meeting.startsAt, { dateStyle: 'full' })}
            </time>
          </dd>
        </div>
        <div>
          <dt>{t('meetings.time')}</dt>
          <dd>
            {sameDay
              ? t('meetings.timeRange', {
                  start: time(meeting.startsAt),
                  end: time(meeting.endsAt),
                })
              : t('meetings.timeRange', {
                  start: format.dateTime(meeting.startsAt),
                  end: format.dateTime(meeting.endsAt),
                })}
          </dd>
        </div>
        <div>
          <dt>{t('meetings.place')}</dt>
          <dd>
            {meeting.location && <span className="meeting__location">{meeting.location}</span>}
            {videoUrl && (
              <a href={videoUrl} target="_blank" rel="noopener noreferrer">
                {t('meetings.joinVideo')}{' '}
                <span className="visually-hidden">{t('meetings.opensInNewTab')}</span>
              </a>
            )}
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
      <div>
        <button
          type="button"
          className="button button--secondary"
          onClick={addToCalendar}
          aria-describedby={titleId}
        >
          {t('meetings.addToCalendar')}
        </button>
      </div>
    </li>
  );
}

/** Booked meetings, earliest first, each with an .ics file made in the browser. */
export function MeetingList({ meetings }: { meetings: Meeting[] }) {
  const { t } = useTranslation();
  const headingId = useId();
  const sorted = [...meetings].sort(
    (a, b) => new Date(a.startsAt).getTime() - new Date(b.startsAt).getTime(),
  );
  return (
    <section className="card stack" aria-labelledby={headingId}>
      <h2 id={headingId} className="section-heading">
        {t('meetings.title')}
      </h2>
      {sorted.length === 0 ? (
        <p>{t('meetings.empty')}</p>
      ) : (
        <ul className="meeting-list">
          {sorted.map((meeting) => (
            <MeetingCard key={meeting.id} meeting={meeting} />
          ))}
        </ul>
      )}
    </section>
  );
}
