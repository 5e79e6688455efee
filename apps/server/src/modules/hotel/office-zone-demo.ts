import type { Db } from '../../platform/db/database';
import { enterpriseExists } from '../enterprise/enterprise-service';
import { OFFICE_ZONE_IN_USE } from './office-zones';
import { hotelOfficeZones } from './schema';

type DemoZone = [id: string, enterpriseId: string, cityId: string, nameZh: string, nameEn: string, addressZh: string, addressEn: string, lat: number, lon: number];

/** Real office districts (WGS-84, to about 100 m) of the demo enterprises, to search hotels near. */
const DEMO_ZONES: readonly DemoZone[] = [
  ['oz-demo-bj-guomao', 'ent-demo', '156110000', '北京国贸办公区', 'Beijing Guomao Office', '北京市朝阳区建国门外大街1号', '1 Jianguomenwai Avenue, Chaoyang, Beijing', 39.9087, 116.4605],
  ['oz-demo-bj-zgc', 'ent-demo', '156110000', '北京中关村软件园', 'Beijing Zhongguancun Software Park', '北京市海淀区东北旺西路8号', '8 Dongbeiwang West Road, Haidian, Beijing', 40.0436, 116.2877],
  ['oz-demo-sh-ljz', 'ent-demo', '156310000', '上海陆家嘴办公区', 'Shanghai Lujiazui Office', '上海市浦东新区银城中路501号', '501 Yincheng Middle Road, Pudong, Shanghai', 31.2335, 121.5055],
  ['oz-demo-sh-hq', 'ent-demo', '156310000', '上海虹桥商务区', 'Shanghai Hongqiao Business District', '上海市闵行区申长路988弄', 'Lane 988 Shenchang Road, Minhang, Shanghai', 31.1944, 121.3197],
  ['oz-demo-sz-kjy', 'ent-demo', '156440300', '深圳南山科技园', 'Shenzhen Nanshan Science Park', '深圳市南山区科技南十二路', 'Keji South 12th Road, Nanshan, Shenzhen', 22.5405, 113.9533],
  ['oz-demo-gz-zjxc', 'ent-demo', '156440100', '广州珠江新城办公区', 'Guangzhou Zhujiang New Town Office', '广州市天河区珠江东路6号', '6 Zhujiang East Road, Tianhe, Guangzhou', 23.1196, 113.3245],
  ['oz-other-hz-wl', 'ent-other', '156330100', '杭州未来科技城', 'Hangzhou Future Sci-Tech City', '杭州市余杭区文一西路1500号', '1500 Wenyi West Road, Yuhang, Hangzhou', 30.2876, 120.0036],
];

/** The demo enterprises' office zones; a zone already there is left as it is (safe to repeat). */
export async function seedOfficeZoneDemo(db: Db, now: Date): Promise<void> {
  for (const [id, enterpriseId, cityId, nameZh, nameEn, addressZh, addressEn, latitude, longitude] of DEMO_ZONES) {
    if (!(await enterpriseExists(db, enterpriseId))) continue;
    await db
      .insert(hotelOfficeZones)
      .values({ id, enterpriseId, cityId, nameZh, nameEn, addressZh, addressEn, latitude, longitude, status: OFFICE_ZONE_IN_USE, createdAt: now })
      .onConflictDoNothing();
  }
}
