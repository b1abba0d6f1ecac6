import { AUDIT_KINDS, type AuditEntry, type AuditKind } from '@gymfuel/contracts';
import { useState, type FormEvent } from 'react';
import { TextField } from '../../../shared/ui/TextField';
import { PagedConsoleList } from '../ConsoleList';
import { ConsoleScreenFrame } from '../ConsoleScreenFrame';
import { consoleTimeOf } from '../console-time';
import { useActivity, type ActivityFilters } from './api/activity';
import { describeChange } from './describe-change';

/** 'Activity' (owners): the audit log, newest first, by person and by kind. */
export default function ActivityScreen() {
  const [person, setPerson] = useState('');
  const [kind, setKind] = useState<AuditKind | ''>('');
  const [filters, setFilters] = useState<ActivityFilters>({ actor: '', kind: '' });
  const activity = useActivity(filters);

  const onSubmit = (event: FormEvent<HTMLFormElement>) => {
    event.preventDefault();
    setFilters({ actor: person.trim(), kind });
  };

  return (
    <ConsoleScreenFrame
      title="Activity"
      lead="Who changed what in the console, and when (India time), newest first."
    >
      <form className="console-filters" onSubmit={onSubmit} aria-label="Filter the activity">
        <TextField
          id="activity-person"
          label="Person"
          name="actor"
          placeholder="E-mail or account id"
          autoComplete="off"
          value={person}
          onValueChange={setPerson}
        />
        <div className="field">
          <label htmlFor="activity-kind">Kind</label>
          <select
            id="activity-kind"
            className="console-select"
            value={kind}
            onChange={(event) => setKind(event.target.value as AuditKind | '')}
          >
            <option value="">All kinds</option>
            {AUDIT_KINDS.map((auditKind) => (
              <option key={auditKind} value={auditKind}>
                {auditKind}
              </option>
            ))}
          </select>
        </div>
        <button type="submit" className="btn btn-primary">
          Apply
        </button>
      </form>
      <PagedConsoleList
        query={activity}
        noun="activity"
        label="Activity"
        empty="No activity matches these filters."
        more="Show older entries"
      >
        {(entry) => <ActivityCard key={entry._id} entry={entry} />}
      </PagedConsoleList>
    </ConsoleScreenFrame>
  );
}

function ActivityCard({ entry }: { entry: AuditEntry }) {
  const changes = describeChange(entry.before, entry.after);
  return (
    <li>
      <article className="console-record" aria-labelledby={`entry-${entry._id}`}>
        <div className="console-record__head">
          <h2 id={`entry-${entry._id}`} className="console-record__title">
            {entry.kind}: {entry.subject}
          </h2>
          <time className="console-record__meta" dateTime={entry.at}>
            {consoleTimeOf(entry.at)}
          </time>
        </div>
        <p className="console-record__meta">
          By {entry.actor.email} ({entry.actor.role})
        </p>
        {entry.summary && <p className="console-record__text">{entry.summary}</p>}
        {changes.length > 0 && (
          <ul className="console-changes" aria-label="Before and after">
            {changes.map((change) => (
              <li key={change}>{change}</li>
            ))}
          </ul>
        )}
      </article>
    </li>
  );
}
