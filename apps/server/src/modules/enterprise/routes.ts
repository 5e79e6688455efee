import {
  companyDetailCall,
  costCentreListCall,
  departmentQueryCall,
  departmentSubCall,
  projectListCall,
} from '@travel/contracts/member/company';
import { handle, type Binding } from '../../platform/http/handler';
import { getCompanyDetail, listCostCentres, listProjects, queryDepartments, subDepartments } from './enterprise-service';

export const enterpriseRoutes: Binding[] = [
  handle(companyDetailCall, async (ctx) => getCompanyDetail(ctx.db, ctx.enterpriseId, ctx.locale)),
  handle(departmentQueryCall, async (ctx, input) => ({ list: await queryDepartments(ctx.db, ctx.enterpriseId, input.keyword) })),
  handle(departmentSubCall, async (ctx, input) => ({ list: await subDepartments(ctx.db, ctx.enterpriseId, input.departmentId) })),
  handle(costCentreListCall, async (ctx, input) => ({ list: await listCostCentres(ctx.db, ctx.enterpriseId, input.keyword, ctx.locale) })),
  handle(projectListCall, async (ctx, input) => ({ list: await listProjects(ctx.db, ctx.enterpriseId, input.keyword, ctx.locale) })),
];
