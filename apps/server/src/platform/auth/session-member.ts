/** The member behind a session, as every call sees it. */
export interface SessionMember {
  memberId: string;
  enterpriseId: string;
  userName: string;
  role: 'employee' | 'admin';
  travelManager: boolean;
  sessionId: string;
  csrfToken: string;
}
