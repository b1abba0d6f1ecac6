/** What the last press did: the success notice, or the server's refusal. */
export type Outcome = { kind: 'success' | 'problem'; text: string } | null;

/** The notice above a console list, read out when it changes. */
export function ConsoleOutcome({ outcome }: { outcome: Outcome }) {
  if (outcome === null) return null;
  return outcome.kind === 'success' ? (
    <p className="admin-tool__outcome console-notice" role="status">
      {outcome.text}
    </p>
  ) : (
    <p className="admin-tool__outcome admin-tool__outcome--problem console-notice" role="alert">
      {outcome.text}
    </p>
  );
}
