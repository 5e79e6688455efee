import {
  companyConfigSaveCall,
  companyDetailCall,
  costCentreListCall,
  departmentQueryCall,
  departmentSubCall,
  projectListCall,
} from '@travel/contracts/member/company';
import { handle, type Binding } from '../../platform/http/handler';
import { requireTravelManager } from '../member/permissions';
import { getCompanyDetail, listCostCentres, listProjects, queryDepartments, saveCompanyConfig, subDepartments } from './enterprise-service';

export const enterpriseRoutes: Binding[] = [
  handle(companyDetailCall, async (ctx) => getCompanyDetail(ctx.db, ctx.enterpriseId, ctx.locale)),
  handle(companyConfigSaveCall, async (ctx, input) => {
    await requireTravelManager(ctx);
    await saveCompanyConfig(ctx, input);
    return { ok: true as const };
  }),
  handle(departmentQueryCall, async (ctx, input) => ({ list: await queryDepartments(ctx.db, ctx.enterpriseId, input.keyword) })),
  handle(departmentSubCall, async (ctx, input) => ({ list: await subDepartments(ctx.db, ctx.enterpriseId, input.departmentId) })),
  handle(costCentreListCall, async (ctx, input) => ({ list: await listCostCentres(ctx.db, ctx.enterpriseId, input.keyword, ctx.locale) })),
  handle(projectListCall, async (ctx, input) => ({ list: await listProjects(ctx.db, ctx.enterpriseId, input.keyword, ctx.locale) })),
];
