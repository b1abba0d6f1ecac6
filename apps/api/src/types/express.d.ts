declare global {
  namespace Express {
    interface Request {
      /** The request body exactly as received, kept for signature checks (e.g. payment webhooks). */
      rawBody?: Buffer;
    }
  }
}

export {};
