/** The build-time variables the web reads (Vite exposes VITE_* from the build's environment). */
interface ImportMetaEnv {
  /** How the shop this build is for takes payments: `razorpay` or `simulated` (the default). */
  readonly VITE_PAYMENTS_PROVIDER?: string;
}

/** The year the web was built in (vite.config.ts), the one its prerendered pages say. */
declare const __BUILD_YEAR__: number;

/** The shop's address without a trailing slash (PUBLIC_URL at build time, vite.config.ts). */
declare const __SITE_URL__: string;
