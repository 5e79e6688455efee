/** The back office's choice in its address: the enterprise and member acted for (each at most an id long). */
export interface BackOfficeChoice {
  enterpriseId: string | null;
  memberId: string | null;
}

const idOf = (v: string | null) => (v && v.length <= 64 ? v : null);

/** Reads the choice from the address; a member without an enterprise is no choice. */
export function choiceOfParams(params: URLSearchParams, ownEnterpriseId: string): BackOfficeChoice {
  const enterpriseId = idOf(params.get('enterpriseId')) ?? ownEnterpriseId;
  return { enterpriseId, memberId: idOf(params.get('memberId')) };
}

/** The address of a choice (another enterprise forgets the member; page 1 is left out). */
export function paramsOfChoice(choice: BackOfficeChoice, product: string | null, page: number): URLSearchParams {
  const p = new URLSearchParams();
  if (choice.enterpriseId) p.set('enterpriseId', choice.enterpriseId);
  if (choice.memberId) p.set('memberId', choice.memberId);
  if (product) p.set('product', product);
  if (page > 1) p.set('page', String(page));
  return p;
}
