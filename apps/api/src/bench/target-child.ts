/**
 * The child side of startTargetProcess (purchase-processes.ts): starts the target on the
 * parent's request and tells it the port; the parent going away (or disconnecting on purpose)
 * ends it.
 */
export function runAsTarget<R>(start: (request: R) => Promise<{ port: number }>): void {
  process.once('message', (request: R) => {
    start(request).then(
      (ready) => process.send?.(ready),
      (error: unknown) => {
        console.error(error);
        process.exit(1);
      },
    );
  });
  process.once('disconnect', () => process.exit(0));
}
