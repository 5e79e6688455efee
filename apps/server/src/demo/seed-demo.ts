import { and, eq, isNull, like } from 'drizzle-orm';
import type { Db } from '../platform/db/database';
import { enterpriseExists } from '../modules/enterprise/enterprise-service';
import {
  createCostCentre,
  createDepartment,
  createEnterprise,
  createProject,
  createTravelLevel,
  defaultEnterpriseConfig,
} from '../modules/enterprise/enterprise-admin';
import { createMember } from '../modules/member/member-admin';
import { saveContact } from '../modules/member/contact-service';
import { savePassenger } from '../modules/member/passenger-service';
import { passengers } from '../modules/member/schema';
import { costCentres, enterprises, projects } from '../modules/enterprise/schema';
import { seedApprovalDemo } from '../modules/approval/approval-demo';
import { seedPolicyDemo } from '../modules/policy/policy-demo';
import { seedOfficeZoneDemo } from '../modules/hotel/office-zone-demo';
import { seedInvoiceDemo } from '../modules/invoice/invoice-demo';

export const DEMO_PASSWORD = 'Passw0rd!';
export const DEMO_ENTERPRISE_ID = 'ent-demo';
export const OTHER_ENTERPRISE_ID = 'ent-other';

interface DemoPerson {
  id: string;
  userName: string;
  familyName: string;
  givenName: string;
  familyNameEn: string;
  givenNameEn: string;
  gender: 'M' | 'F';
  birthday: string;
  mobile: string;
  passportNo: string;
  idCardNo: string;
}

/**
 * The demo enterprise's cost centres and projects, named in Chinese and in English as its departments and travel levels
 * are: Chinese readers see the one, readers of every other language the other.
 */
const DEMO_CODED = {
  costCentres: [
    { code: 'CC-SALES', name: '销售成本中心', nameEn: 'Sales' },
    { code: 'CC-RD', name: '研发成本中心', nameEn: 'R&D' },
    { code: 'CC-ADMIN', name: '行政成本中心', nameEn: 'Administration' },
  ],
  projects: [
    { code: 'PRJ-ALPHA', name: 'Alpha 客户拓展', nameEn: 'Alpha client expansion' },
    { code: 'PRJ-BETA', name: 'Beta 系统升级', nameEn: 'Beta system upgrade' },
  ],
};

/**
 * A database seeded before cost centres, projects and enterprises had English names kept both languages in one name
 * ("销售成本中心 Sales") or English only: those demo rows, untouched since, get their two names.
 */
async function nameDemoInEnglish(db: Db): Promise<void> {
  for (const [table, rows] of [
    [costCentres, DEMO_CODED.costCentres],
    [projects, DEMO_CODED.projects],
  ] as const) {
    for (const r of rows) {
      await db
        .update(table)
        .set({ name: r.name, nameEn: r.nameEn })
        .where(and(eq(table.enterpriseId, DEMO_ENTERPRISE_ID), eq(table.code, r.code), isNull(table.nameEn), like(table.name, `${r.name} %`)));
    }
  }
  for (const [id, name, nameEn] of [
    [DEMO_ENTERPRISE_ID, '演示企业', 'Demo Enterprise'],
    [OTHER_ENTERPRISE_ID, '其他企业', 'Other Enterprise'],
  ] as const) {
    await db.update(enterprises).set({ name }).where(and(eq(enterprises.id, id), eq(enterprises.name, nameEn)));
  }
}

/**
 * Each module's demo data, run after the base data. Each must be idempotent on its own (check its own rows first), so
 * that a database seeded by an older version gains what is new.
 */
const moduleSeeds: Array<(db: Db, now: Date) => Promise<void>> = [nameDemoInEnglish, seedApprovalDemo, seedPolicyDemo, seedOfficeZoneDemo, seedInvoiceDemo];

/** Loads the demo enterprises and accounts (all with password Passw0rd!) and each module's demo data; safe to repeat. */
export async function seedDemo(db: Db, now: Date): Promise<{ seeded: boolean }> {
  const seeded = await seedBase(db, now);
  for (const seed of moduleSeeds) await seed(db, now);
  return { seeded };
}

async function seedBase(db: Db, now: Date): Promise<boolean> {
  if (await enterpriseExists(db, DEMO_ENTERPRISE_ID)) return false;
  await db.transaction(async (tx) => {
    const demo = await createEnterprise(
      tx,
      {
        id: DEMO_ENTERPRISE_ID,
        name: '演示企业',
        nameEn: 'Demo Enterprise',
        config: defaultEnterpriseConfig({
          serviceTelList: [
            { regionCode: 1, phone: '0755-28566666' },
            { regionCode: 2, phone: '' },
          ],
        }),
      },
      now,
    );
    const exec = await createDepartment(tx, { enterpriseId: demo, name: '总经办', nameEn: 'Executive Office', sort: 1 });
    const sales = await createDepartment(tx, { enterpriseId: demo, name: '销售部', nameEn: 'Sales', sort: 2 });
    await createDepartment(tx, { enterpriseId: demo, name: '华东销售组', nameEn: 'East China Sales', parentId: sales, sort: 1 });
    const rd = await createDepartment(tx, { enterpriseId: demo, name: '研发部', nameEn: 'R&amp;D', sort: 3 });
    const tools = await createDepartment(tx, { enterpriseId: demo, name: '平台&amp;工具组', nameEn: 'Platform &amp; Tools', parentId: rd, sort: 1 });
    for (const [code, name, nameEn, cabin] of [
      ['L1', '高管', 'Executive', 1],
      ['L2', '经理', 'Manager', 2],
      ['L3', '员工', 'Staff', 2],
    ] as const) {
      await createTravelLevel(tx, { enterpriseId: demo, code, name, nameEn, cabinLevelLimit: cabin });
    }
    for (const c of DEMO_CODED.costCentres) await createCostCentre(tx, { enterpriseId: demo, ...c });
    for (const p of DEMO_CODED.projects) await createProject(tx, { enterpriseId: demo, ...p });

    const manager = await createMember(
      tx,
      {
        id: 'mem-manager',
        enterpriseId: demo,
        userName: 'manager',
        email: 'manager@demo.example.com',
        password: DEMO_PASSWORD,
        staffId: 'D1002',
        mobile: '13800000002',
        departmentId: exec,
        travelManager: true,
        roleList: [3],
        travelLevel: 'L2',
        cabinLevelLimit: 1,
        auditSubmitPermissionList: ['TRAVEL'],
        familyName: '王',
        givenName: '强',
        gender: 'M',
        birthday: '1980-03-15',
      },
      now,
    );
    const people: Array<[Parameters<typeof createMember>[1], DemoPerson]> = [
      [
        { id: 'mem-employee', enterpriseId: demo, userName: 'employee', email: 'employee@demo.example.com', password: DEMO_PASSWORD, staffId: 'D1001', mobile: '13800000001', departmentId: sales, travelLevel: 'L3', auditSubmitPermissionList: ['TRAVEL'], approverMemberId: manager, familyName: '张', givenName: '伟', gender: 'M', birthday: '1990-05-20' },
        { id: 'mem-employee', userName: 'employee', familyName: '张', givenName: '伟', familyNameEn: 'ZHANG', givenNameEn: 'WEI', gender: 'M', birthday: '1990-05-20', mobile: '13800000001', passportNo: 'E12345678', idCardNo: '110101199005200011' },
      ],
      [
        { id: 'mem-notr', enterpriseId: demo, userName: 'notr', email: 'notr@demo.example.com', password: DEMO_PASSWORD, staffId: 'D1003', mobile: '13800000003', departmentId: tools, travelLevel: 'L3', noTrBook: true, iairNoTrBook: true, auditSubmitPermissionList: ['TRAVEL'], approverMemberId: manager, familyName: '李', givenName: '娜', gender: 'F', birthday: '1992-08-08' },
        { id: 'mem-notr', userName: 'notr', familyName: '李', givenName: '娜', familyNameEn: 'LI', givenNameEn: 'NA', gender: 'F', birthday: '1992-08-08', mobile: '13800000003', passportNo: 'E23456789', idCardNo: '310101199208080022' },
      ],
      [
        { id: 'mem-admin', enterpriseId: demo, userName: 'admin', email: 'admin@demo.example.com', password: DEMO_PASSWORD, staffId: 'D0001', mobile: '13800000004', departmentId: exec, role: 'admin', roleList: [7], travelLevel: 'L1', cabinLevelLimit: 1, auditSubmitPermissionList: ['TRAVEL'], familyName: '陈', givenName: '静', gender: 'F', birthday: '1985-11-30' },
        { id: 'mem-admin', userName: 'admin', familyName: '陈', givenName: '静', familyNameEn: 'CHEN', givenNameEn: 'JING', gender: 'F', birthday: '1985-11-30', mobile: '13800000004', passportNo: 'E34567890', idCardNo: '440301198511300044' },
      ],
    ];
    const managerPerson: DemoPerson = { id: manager, userName: 'manager', familyName: '王', givenName: '强', familyNameEn: 'WANG', givenNameEn: 'QIANG', gender: 'M', birthday: '1980-03-15', mobile: '13800000002', passportNo: 'E45678901', idCardNo: '110101198003150033' };
    for (const [member] of people) await createMember(tx, member, now);
    for (const person of [...people.map(([, p]) => p), managerPerson]) await addSelfData(tx, demo, person, now);

    const other = await createEnterprise(tx, { id: OTHER_ENTERPRISE_ID, name: '其他企业', nameEn: 'Other Enterprise' }, now);
    const otherDept = await createDepartment(tx, { enterpriseId: other, name: '市场部', nameEn: 'Marketing' });
    await createTravelLevel(tx, { enterpriseId: other, code: 'L1', name: '员工', nameEn: 'Staff' });
    await createCostCentre(tx, { enterpriseId: other, code: 'CC-MKT', name: '市场成本中心', nameEn: 'Marketing' });
    await createProject(tx, { enterpriseId: other, code: 'PRJ-GAMMA', name: 'Gamma 品牌推广', nameEn: 'Gamma brand campaign' });
    const outsider = await createMember(
      tx,
      { id: 'mem-outsider', enterpriseId: other, userName: 'outsider', email: 'outsider@other.example.com', password: DEMO_PASSWORD, staffId: 'O2001', mobile: '13900000001', departmentId: otherDept, travelLevel: 'L1', auditSubmitPermissionList: ['TRAVEL'], familyName: '赵', givenName: '敏', gender: 'F', birthday: '1991-02-14' },
      now,
    );
    await addSelfData(tx, other, { id: outsider, userName: 'outsider', familyName: '赵', givenName: '敏', familyNameEn: 'ZHAO', givenNameEn: 'MIN', gender: 'F', birthday: '1991-02-14', mobile: '13900000001', passportNo: 'G98765432', idCardNo: '510101199102140055' }, now);
  });
  return true;
}

/** The member as their own passenger (passport and ID card), plus one contact. */
async function addSelfData(db: Db, enterpriseId: string, p: DemoPerson, now: Date) {
  const owner = { enterpriseId, memberId: p.id };
  const { passengerId } = await savePassenger(
    db,
    owner,
    {
      familyName: p.familyNameEn,
      givenName: p.givenNameEn,
      gender: p.gender,
      birthday: p.birthday,
      nationality: 'CN',
      mobileCountryCode: '86',
      mobile: p.mobile,
      email: `${p.userName}@travel.example.com`,
      passengerType: 'ADT',
      certificateList: [
        { certType: 2, certNo: p.passportNo, expiryDate: '2031-06-30', issuePlace: 'CN' },
        { certType: 1, certNo: p.idCardNo, expiryDate: '2036-01-01', issuePlace: 'CN' },
      ],
    },
    now,
  );
  await db.update(passengers).set({ linkedMemberId: p.id }).where(eq(passengers.id, passengerId));
  await saveContact(db, owner, { name: `${p.familyName}${p.givenName}`, mobileCountryCode: '86', mobile: p.mobile, email: `${p.userName}@demo.example.com`, isDefault: true }, now);
}
