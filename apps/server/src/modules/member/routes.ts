import { contactDeleteCall, contactDetailCall, contactListCall, contactSaveCall } from '@travel/contracts/member/contact';
import {
  passengerDeleteCall,
  passengerDetailCall,
  passengerFuzzyQueryCall,
  passengerListCall,
  passengerSaveCall,
  passengerSearchCall,
} from '@travel/contracts/member/passenger';
import { backOfficeEnterpriseListCall, backOfficeMemberSearchCall } from '@travel/contracts/member/back-office';
import { companyConfigSaveCall } from '@travel/contracts/member/company';
import { languageSaveCall } from '@travel/contracts/member/language';
import { travelLevelQueryCall, userDetailCall } from '@travel/contracts/member/user';
import { viewMaskCall } from '@travel/contracts/member/view-mask';
import { actingMember } from '../../platform/http/acting-member';
import { handle, type Binding } from '../../platform/http/handler';
import { maskMobile } from '../../platform/masking';
import { getDepartmentName, getTravelLevel, listTravelLevels, saveCompanyConfig, travelLevelName } from '../enterprise/enterprise-service';
import { requireTravelManager } from './permissions';
import { backOfficeEnterprises, backOfficeMembers } from './back-office-service';
import { deleteContact, getContact, listContacts, saveContact } from './contact-service';
import { saveMemberLanguage } from './member-language';
import { displayName, getMember, getUserProfile, searchColleagues } from './member-service';
import { deletePassenger, getPassenger, listPassengers, savePassenger, searchPassengers } from './passenger-service';
import { revealField } from './view-mask-service';

const ok = { ok: true } as const;

export const memberRoutes: Binding[] = [
  // The company's configuration is enterprise's; who may save it (a travel manager) is member's to say.
  handle(companyConfigSaveCall, async (ctx, input) => {
    await requireTravelManager(ctx);
    await saveCompanyConfig(ctx, input);
    return { ok: true as const };
  }),
  handle(languageSaveCall, async (ctx, input) => {
    await saveMemberLanguage(ctx.db, ctx.member.enterpriseId, ctx.member.memberId, input.language);
    return ok;
  }),
  handle(userDetailCall, async (ctx) => {
    const me = actingMember(ctx);
    return getUserProfile(ctx.db, me.enterpriseId, me.memberId, ctx.locale);
  }),
  handle(travelLevelQueryCall, async (ctx) => {
    const levels = await listTravelLevels(ctx.db, ctx.enterpriseId);
    const list = levels.map((l) => ({ travelLevel: l.code, travelLevelName: travelLevelName(l, ctx.locale), cabinLevelLimit: l.cabinLevelLimit as 0 | 1 | 2 | 9 }));
    if (!ctx.actingMemberId) return { travelLevel: null, travelLevelName: null, cabinLevelLimit: 9 as const, list };
    const m = await getMember(ctx.db, ctx.enterpriseId, ctx.actingMemberId);
    const level = m.travelLevel ? await getTravelLevel(ctx.db, ctx.enterpriseId, m.travelLevel) : undefined;
    return {
      travelLevel: m.travelLevel,
      travelLevelName: level ? travelLevelName(level, ctx.locale) : null,
      cabinLevelLimit: m.cabinLevelLimit as 0 | 1 | 2 | 9,
      list,
    };
  }),
  handle(passengerListCall, async (ctx, input) => listPassengers(ctx.db, actingMember(ctx), ctx.locale, input)),
  handle(passengerSearchCall, async (ctx, input) => searchPassengers(ctx.db, actingMember(ctx), ctx.locale, input)),
  handle(passengerDetailCall, async (ctx, input) => getPassenger(ctx.db, actingMember(ctx), ctx.locale, input.passengerId)),
  handle(passengerSaveCall, async (ctx, input) => savePassenger(ctx.db, actingMember(ctx), input, ctx.clock.now())),
  handle(passengerDeleteCall, async (ctx, input) => {
    await deletePassenger(ctx.db, actingMember(ctx), input.passengerId);
    return ok;
  }),
  handle(passengerFuzzyQueryCall, async (ctx, input) => {
    const owner = actingMember(ctx);
    const saved = await searchPassengers(ctx.db, owner, ctx.locale, { keyword: input.keyword, pageIndex: 1, pageSize: input.limit });
    const colleagues = await searchColleagues(ctx.db, ctx.enterpriseId, input.keyword, input.limit);
    const list = [
      ...saved.list.map((p) => ({ source: 'PASSENGER' as const, passengerId: p.passengerId, memberId: null, name: p.name, departmentName: null, mobile: p.mobile })),
      ...(await Promise.all(
        colleagues.map(async (m) => ({
          source: 'COLLEAGUE' as const,
          passengerId: null,
          memberId: m.id,
          name: displayName(m),
          departmentName: m.departmentId ? await getDepartmentName(ctx.db, ctx.enterpriseId, m.departmentId, ctx.locale) : null,
          mobile: maskMobile(m.mobile),
        })),
      )),
    ].slice(0, input.limit);
    return { list };
  }),
  handle(contactListCall, async (ctx) => ({ list: await listContacts(ctx.db, actingMember(ctx)) })),
  handle(contactDetailCall, async (ctx, input) => getContact(ctx.db, actingMember(ctx), input.contactId)),
  handle(contactSaveCall, async (ctx, input) => saveContact(ctx.db, actingMember(ctx), input, ctx.clock.now())),
  handle(contactDeleteCall, async (ctx, input) => {
    await deleteContact(ctx.db, actingMember(ctx), input.contactId);
    return ok;
  }),
  handle(viewMaskCall, async (ctx, input) => revealField(ctx, actingMember(ctx).memberId, input)),
  // The back office picks whom to act for: an enterprise, then one of its members (admin-only calls).
  handle(backOfficeEnterpriseListCall, async (ctx, input) => ({ list: await backOfficeEnterprises(ctx, input.keyword) })),
  handle(backOfficeMemberSearchCall, async (ctx, input) => ({ list: await backOfficeMembers(ctx, input.keyword) })),
];
