export declare const FILE_SECURITY_HEADERS: Readonly<Record<string, string>>;
export declare function securityHeaders(
  paymentsProvider: 'razorpay' | 'simulated',
): Record<string, string>;
export declare function paymentsProviderOf(
  env: Record<string, string | undefined>,
): 'razorpay' | 'simulated';
