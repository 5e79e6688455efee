import type { LocalText } from '../../modules/hotel/hotel-port';

export interface CommentTag {
  tag: string;
  name: LocalText;
  positive: boolean;
  /** what a reviewer writes about it */
  phrase: LocalText;
}

export const COMMENT_TAGS: readonly CommentTag[] = [
  { tag: 'LOCATION', name: { zh: '位置好', en: 'Good location' }, positive: true, phrase: { zh: '位置很好,出门就是地铁站。', en: 'Great location, the metro is right outside.' } },
  { tag: 'CLEAN', name: { zh: '干净卫生', en: 'Clean' }, positive: true, phrase: { zh: '房间干净整洁,床品很新。', en: 'The room was spotless and the bedding fresh.' } },
  { tag: 'SERVICE', name: { zh: '服务热情', en: 'Friendly staff' }, positive: true, phrase: { zh: '前台服务热情,办理入住很快。', en: 'Friendly front desk and a quick check-in.' } },
  { tag: 'QUIET', name: { zh: '安静', en: 'Quiet' }, positive: true, phrase: { zh: '晚上很安静,睡得很好。', en: 'Quiet at night, I slept well.' } },
  { tag: 'BREAKFAST', name: { zh: '早餐丰富', en: 'Good breakfast' }, positive: true, phrase: { zh: '早餐品种丰富,味道不错。', en: 'Breakfast had plenty of choice and tasted good.' } },
  { tag: 'VALUE', name: { zh: '性价比高', en: 'Good value' }, positive: true, phrase: { zh: '这个价格很超值。', en: 'Very good value for the price.' } },
  { tag: 'TRANSPORT', name: { zh: '交通便利', en: 'Easy to get around' }, positive: true, phrase: { zh: '去机场和火车站都很方便。', en: 'Easy to reach the airport and the station.' } },
  { tag: 'BED', name: { zh: '床很舒服', en: 'Comfortable bed' }, positive: true, phrase: { zh: '床垫很舒服。', en: 'The mattress was very comfortable.' } },
  { tag: 'NOISY', name: { zh: '隔音差', en: 'Noisy' }, positive: false, phrase: { zh: '隔音一般,能听到走廊的声音。', en: 'Thin walls, we could hear the corridor.' } },
  { tag: 'OLD', name: { zh: '设施陈旧', en: 'Dated facilities' }, positive: false, phrase: { zh: '设施有些陈旧了。', en: 'The facilities are getting old.' } },
  { tag: 'SMALL', name: { zh: '房间偏小', en: 'Small room' }, positive: false, phrase: { zh: '房间有点小。', en: 'The room was on the small side.' } },
  { tag: 'WAIT', name: { zh: '入住等待久', en: 'Slow check-in' }, positive: false, phrase: { zh: '入住排队等了很久。', en: 'We queued a long time to check in.' } },
];

export const POSITIVE_TAGS = COMMENT_TAGS.filter((t) => t.positive);
export const NEGATIVE_TAGS = COMMENT_TAGS.filter((t) => !t.positive);

export const CLOSING: Record<'GOOD' | 'MEDIUM' | 'BAD', LocalText> = {
  GOOD: { zh: '下次还会再来!', en: 'Would stay again!' },
  MEDIUM: { zh: '总体还可以。', en: 'Fine overall.' },
  BAD: { zh: '不太推荐。', en: 'Would not recommend.' },
};

export const REPLY: Record<'GOOD' | 'BAD', LocalText> = {
  GOOD: { zh: '感谢您的入住与好评,期待您再次光临!', en: 'Thank you for staying with us and for your kind words; we look forward to welcoming you again!' },
  BAD: { zh: '非常抱歉给您带来不好的体验,我们会认真改进。', en: 'We are sorry your stay fell short; we will put it right.' },
};

export const TRAVEL_TYPES: readonly LocalText[] = [
  { zh: '商务出差', en: 'Business trip' },
  { zh: '家庭亲子', en: 'Family' },
  { zh: '朋友出游', en: 'With friends' },
  { zh: '独自旅行', en: 'Solo' },
  { zh: '情侣出游', en: 'Couple' },
];

/** Shown names, masked as the platform shows reviewers. */
export const NICKNAMES: readonly string[] = ['张**', '王**', '李**', '刘**', '陈**', '杨**', '赵**', '黄**', 'J***n', 'M***a', 'T***y', 'A***e', '匿名用户'];
