import type { Db } from '../../platform/db/database';
import { enterpriseExists } from '../enterprise/enterprise-service';
import { invoiceTitles } from './schema';

type DemoTitle = [id: string, enterpriseId: string, titleName: string, titleNameEn: string, taxNumber: string];

/** The demo enterprises' invoice titles (made-up companies and 18-character unified social credit codes). */
const DEMO_TITLES: readonly DemoTitle[] = [
  ['it-demo-hq', 'ent-demo', '演示企业（深圳）有限公司', 'Demo Enterprise (Shenzhen) Co., Ltd.', '91440300MA5DEMO01X'],
  ['it-demo-bj', 'ent-demo', '演示企业北京分公司', 'Demo Enterprise Beijing Branch', '91110105MA0DEMO02Y'],
  ['it-demo-sh', 'ent-demo', '演示科技（上海）有限公司', 'Demo Technology (Shanghai) Co., Ltd.', '91310115MA1DEMO03K'],
  ['it-other-hz', 'ent-other', '其他企业（杭州）有限公司', 'Other Enterprise (Hangzhou) Co., Ltd.', '91330110MA2OTHER4P'],
];

/** The demo enterprises' invoice titles; a title already there is left as it is (safe to repeat). */
export async function seedInvoiceDemo(db: Db, now: Date): Promise<void> {
  for (const [id, enterpriseId, titleName, titleNameEn, taxNumber] of DEMO_TITLES) {
    if (!(await enterpriseExists(db, enterpriseId))) continue;
    await db.insert(invoiceTitles).values({ id, enterpriseId, titleName, titleNameEn, taxNumber, createdAt: now }).onConflictDoNothing();
  }
}
