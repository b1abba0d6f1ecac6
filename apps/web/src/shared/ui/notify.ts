import toast from 'react-hot-toast';

/** docs/product.md#loader-notices-and-motion: errors stay 4 s, successes 2 s. */
export const NOTICE_DURATION_MS = { success: 2000, error: 4000 } as const;

/**
 * The one way screens raise a notice. The message doubles as the toast id, so pressing a
 * button twice refreshes the notice instead of stacking two identical ones.
 */
export const notify = {
  success: (message: string) =>
    toast.success(message, { id: message, duration: NOTICE_DURATION_MS.success }),
  error: (message: string) =>
    toast.error(message, { id: message, duration: NOTICE_DURATION_MS.error }),
};
