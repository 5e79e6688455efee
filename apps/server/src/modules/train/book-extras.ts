import type { BookSubmitInput } from '@travel/contracts/train/booking';
import type { Db } from '../../platform/db/database';
import { notFound } from '../../platform/errors';
import { listCostCentres, listProjects } from '../enterprise/enterprise-service';
import { visibleOrderIds } from './order-visibility';
import { purchaseChannels } from './purchase-channel';

type Scope = { enterpriseId: string; memberId: string };

/**
 * What a booking records beside its trips: the channel buying it, the cost centre and project it is charged to (active
 * ones of the traveller's enterprise, else refused) and the order it started from (dropped when the booker may not open it).
 */
export async function bookingExtras(db: Db, scope: Scope, input: Pick<BookSubmitInput, 'costCentreId' | 'projectId' | 'relatedOrderId'>, now: Date) {
  const [centres, projects, related, channels] = await Promise.all([
    input.costCentreId ? listCostCentres(db, scope.enterpriseId) : [],
    input.projectId ? listProjects(db, scope.enterpriseId) : [],
    input.relatedOrderId ? visibleOrderIds(db, scope, [input.relatedOrderId]) : new Set<string>(),
    purchaseChannels(db, scope, now),
  ]);
  if (input.costCentreId && !centres.some((c) => c.costCentreId === input.costCentreId)) throw notFound('costCentre');
  if (input.projectId && !projects.some((p) => p.projectId === input.projectId)) throw notFound('project');
  return {
    ticketSource: channels.defaultChannel,
    costCentreId: input.costCentreId ?? null,
    projectId: input.projectId ?? null,
    relatedOrderId: input.relatedOrderId && related.has(input.relatedOrderId) ? input.relatedOrderId : null,
  };
}
