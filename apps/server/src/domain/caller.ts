/** Who is calling, from a verified access token. */
export interface Caller {
  userId: number;
  email: string;
  role: 'ADMIN' | 'USER';
  salonId: number | null;
  sessionId: string;
  jti: string;
  /** Expiry of the access token, epoch seconds. */
  exp: number;
  /**
   * The salon's read-cache stamp (id, creation, data_version, opening hours), read with the
   * session in the same query, so a cached answer costs no second query; null without a salon.
   */
  salonStamp: string | null;
}
