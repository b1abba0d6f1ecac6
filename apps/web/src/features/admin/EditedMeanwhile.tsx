import type { UnsavedField } from './edited-meanwhile';

/** Which record an edit form reloads, as its words name it. */
type RecordNoun = 'product' | 'voucher' | 'hours';

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

interface SaveOrReloadProps {
  noun: RecordNoun;
  /** The form's submit button's words: 'Save changes' when editing, 'Add product'… otherwise. */
  submitLabel: string;
  saving: boolean;
  /** The server refused the save: someone else saved the record since it was opened. */
  editedMeanwhile: boolean;
  reloading: boolean;
  onReload: () => void;
}

/** The form's submit button, replaced by Reload once the server said someone else saved. */
export function SaveOrReload(props: SaveOrReloadProps) {
  const { noun, submitLabel, saving, editedMeanwhile, reloading, onReload } = props;
  if (editedMeanwhile) {
    return (
      <button type="button" className="btn btn-primary" disabled={reloading} onClick={onReload}>
        {reloading ? 'Reloading…' : `Reload ${noun}`}
      </button>
    );
  }
  return (
    <button type="submit" className="btn btn-primary" disabled={saving}>
      {saving ? 'Saving…' : submitLabel}
    </button>
  );
}
