/**
 * How one session was authenticated (migration 0056): `auth_time` when its person last proved who
 * they are on it (sign-in or re-authentication), `amr` the methods used (a JSON list of RFC 8176
 * values), `second_factor_at` when they last gave a second factor on it. ISO text times.
 */
export type SessionAuthenticationTable = {
  session_id: string;
  auth_time: string;
  amr: string;
  second_factor_at: string | null;
};

export type StepUpTables = {
  session_authentication: SessionAuthenticationTable;
};
