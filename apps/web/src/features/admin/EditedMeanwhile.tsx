import type { UnsavedField } from './edited-meanwhile';

/** Which record an edit form reloads, as its words name it. */
type RecordNoun = 'product' | 'voucher';

/** After a reload over someone else's save: what the operator had typed, still in sight. */
export function UnsavedTyping({ noun, unsaved }: { noun: RecordNoun; unsaved: UnsavedField[] }) {
  if (unsaved.length === 0) return null;
  return (
    <div className="admin-tool__unsaved" role="status">
      <p>The form now shows the {noun} as last saved. What you had typed, not saved:</p>
      <ul>
        {unsaved.map(({ field, label, typed }) => (
          <li key={field}>
            {label}: {typed}
          </li>
        ))}
      </ul>
    </div>
  );
}

interface ReloadButtonProps {
  noun: RecordNoun;
  reloading: boolean;
  onReload: () => void;
}

/** Takes the save button's place once the server said someone else saved the record. */
export function ReloadButton({ noun, reloading, onReload }: ReloadButtonProps) {
  return (
    <button type="button" className="btn btn-primary" disabled={reloading} onClick={onReload}>
      {reloading ? 'Reloading…' : `Reload ${noun}`}
    </button>
  );
}
