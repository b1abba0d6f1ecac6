import { Toaster } from 'react-hot-toast';
import { NOTICE_DURATION_MS } from './notify';

/** Where notices raised with `notify` appear. */
export function Notices() {
  return (
    <Toaster
      position="top-center"
      toastOptions={{
        success: { duration: NOTICE_DURATION_MS.success },
        error: { duration: NOTICE_DURATION_MS.error },
        style: { fontFamily: 'var(--font-body)', fontWeight: 500, borderRadius: '12px' },
      }}
    />
  );
}
