import { useOutletContext } from 'react-router-dom';
import { canEdit } from '@/features/applications/api';
import { ApplicationAnswersSection } from '@/features/applications/application-details';
import { ApplicationFiles } from '@/features/files/application-files';
import { MeetingList } from '@/features/meetings/meeting-list';
import type { ApplicationOutletContext } from './application';

export function Component() {
  const { application } = useOutletContext<ApplicationOutletContext>();
  return (
    <div className="stack">
      <ApplicationAnswersSection application={application} />
      <ApplicationFiles
        key={application.id}
        applicationId={application.id}
        files={application.files}
        editable={canEdit(application)}
      />
      <MeetingList meetings={application.meetings ?? []} />
    </div>
  );
}
