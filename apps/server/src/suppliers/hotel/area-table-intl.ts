import type { AreaRow } from './area-table-cn';

/**
 * Real districts, business districts and landmarks of a few big cities outside the mainland, keyed by IATA city code
 * (Hong Kong, which the platform keeps among Chinese cities, by its adcode); approximate real coordinates (WGS-84).
 */
export const INTL_AREA_TABLE: Readonly<Record<string, readonly AreaRow[]>> = {
  '810000': [
    ['D', '中西区', 'zhong xi qu', 'Central and Western', 22.286, 114.154],
    ['D', '湾仔区', 'wan zai qu', 'Wan Chai', 22.279, 114.172],
    ['D', '油尖旺区', 'you jian wang qu', 'Yau Tsim Mong', 22.311, 114.17],
    ['D', '九龙城区', 'jiu long cheng qu', 'Kowloon City', 22.328, 114.191],
    ['B', '中环', 'zhong huan', 'Central', 22.282, 114.158],
    ['B', '尖沙咀', 'jian sha ju', 'Tsim Sha Tsui', 22.298, 114.172],
    ['B', '铜锣湾', 'tong luo wan', 'Causeway Bay', 22.28, 114.183],
    ['B', '旺角', 'wang jiao', 'Mong Kok', 22.319, 114.169],
  ],
  TYO: [
    ['D', '千代田区', 'qian dai tian qu', 'Chiyoda', 35.694, 139.7536],
    ['D', '中央区', 'zhong yang qu', 'Chuo', 35.6706, 139.772],
    ['D', '港区', 'gang qu', 'Minato', 35.6581, 139.7515],
    ['D', '新宿区', 'xin su qu', 'Shinjuku', 35.6938, 139.7034],
    ['D', '涩谷区', 'se gu qu', 'Shibuya', 35.664, 139.6982],
    ['B', '银座', 'yin zuo', 'Ginza', 35.6717, 139.765],
    ['B', '丸之内', 'wan zhi nei', 'Marunouchi', 35.6812, 139.7671],
    ['B', '六本木', 'liu ben mu', 'Roppongi', 35.6628, 139.7314],
    ['L', '浅草寺', 'qian cao si', 'Senso-ji', 35.7148, 139.7967],
  ],
  SIN: [
    ['D', '市区', 'shi qu', 'Downtown Core', 1.287, 103.852],
    ['D', '乌节', 'wu jie', 'Orchard', 1.3048, 103.8318],
    ['D', '梧槽', 'wu cao', 'Rochor', 1.303, 103.853],
    ['D', '加冷', 'jia leng', 'Kallang', 1.31, 103.871],
    ['B', '滨海湾', 'bin hai wan', 'Marina Bay', 1.283, 103.86],
    ['B', '莱佛士坊', 'lai fo shi fang', 'Raffles Place', 1.284, 103.851],
    ['B', '牛车水', 'niu che shui', 'Chinatown', 1.283, 103.844],
    ['L', '圣淘沙', 'sheng tao sha', 'Sentosa', 1.2494, 103.8303],
  ],
  LON: [
    ['D', '威斯敏斯特', 'wei si min si te', 'Westminster', 51.4975, -0.1357],
    ['D', '伦敦金融城', 'lun dun jin rong cheng', 'City of London', 51.5155, -0.0922],
    ['D', '肯辛顿-切尔西', 'ken xin dun qie er xi', 'Kensington and Chelsea', 51.502, -0.1947],
    ['D', '卡姆登', 'ka mu deng', 'Camden', 51.529, -0.1255],
    ['B', '金丝雀码头', 'jin si que ma tou', 'Canary Wharf', 51.5054, -0.0235],
    ['B', '考文特花园', 'kao wen te hua yuan', 'Covent Garden', 51.5117, -0.124],
    ['B', '国王十字', 'guo wang shi zi', "King's Cross", 51.5308, -0.1238],
    ['L', '伦敦眼', 'lun dun yan', 'London Eye', 51.5033, -0.1196],
  ],
  NYC: [
    ['D', '曼哈顿', 'man ha dun', 'Manhattan', 40.7831, -73.9712],
    ['D', '布鲁克林', 'bu lu ke lin', 'Brooklyn', 40.6782, -73.9442],
    ['D', '皇后区', 'huang hou qu', 'Queens', 40.7282, -73.7949],
    ['B', '时代广场', 'shi dai guang chang', 'Times Square', 40.758, -73.9855],
    ['B', '华尔街', 'hua er jie', 'Wall Street', 40.706, -74.0088],
    ['B', '中城', 'zhong cheng', 'Midtown', 40.7549, -73.984],
    ['L', '中央公园', 'zhong yang gong yuan', 'Central Park', 40.7829, -73.9654],
  ],
  PAR: [
    ['D', '第一区', 'di yi qu', '1st Arrondissement', 48.8625, 2.3364],
    ['D', '第七区', 'di qi qu', '7th Arrondissement', 48.8562, 2.3127],
    ['D', '第八区', 'di ba qu', '8th Arrondissement', 48.8727, 2.3125],
    ['D', '第六区', 'di liu qu', '6th Arrondissement', 48.8491, 2.3328],
    ['B', '拉德芳斯', 'la de fang si', 'La Défense', 48.8919, 2.238],
    ['B', '香榭丽舍', 'xiang xie li she', 'Champs-Élysées', 48.8698, 2.3076],
    ['B', '歌剧院', 'ge ju yuan', 'Opéra', 48.8719, 2.3316],
    ['L', '埃菲尔铁塔', 'ai fei er tie ta', 'Eiffel Tower', 48.8584, 2.2945],
  ],
};
