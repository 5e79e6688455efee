import { describe, expect, it } from 'vitest';
import { parseStayTravellers, stayTravellerEntry, toStayTravellerRefs, travellersOfRequest, withoutSelfAlone, type StayTraveller } from './stay-travellers';

describe('stay travellers in the address', () => {
  it('round-trips colleagues, saved passengers and guests, names with colons and spaces included', () => {
    const list: StayTraveller[] = [{ memberId: 'mem-admin', name: '陈静' }, { passengerId: 'p_1.x', name: 'WANG/QIANG: Jr' }, { name: 'Guest One' }];
    expect(parseStayTravellers(list.map(stayTravellerEntry))).toEqual(list);
  });

  it('drops malformed values and repeats, and keeps at most nine', () => {
    expect(parseStayTravellers(['m::Nobody', 'g:id:Guest', 'x:1:Who', 'm:a b:Space', 'm:ok:', 'm:ok:   ', 'mem-admin'])).toEqual([]);
    expect(parseStayTravellers(['m:a:A', 'm:a:Again', 'p:a:Passenger A', 'g::A', 'g::A'])).toEqual([{ memberId: 'a', name: 'A' }, { passengerId: 'a', name: 'Passenger A' }, { name: 'A' }]);
    expect(parseStayTravellers(Array.from({ length: 12 }, (_, i) => `m:m${i}:N${i}`))).toHaveLength(9);
    expect(parseStayTravellers([`m:a:${'x'.repeat(100)}`])[0]!.name).toHaveLength(60);
  });

  it('gives the calls their references, and leaves out the member alone (the default)', () => {
    expect(toStayTravellerRefs([{ memberId: 'a', name: 'A' }, { passengerId: 'p', name: 'P' }, { name: 'G' }])).toEqual([{ memberId: 'a', name: 'A' }, { passengerId: 'p', name: 'P' }, { name: 'G' }]);
    expect(withoutSelfAlone([{ memberId: 'me', name: 'Me' }], 'me')).toEqual([]);
    expect(withoutSelfAlone([{ memberId: 'me', name: 'Me' }, { memberId: 'a', name: 'A' }], 'me')).toHaveLength(2);
    expect(withoutSelfAlone([{ memberId: 'a', name: 'A' }], 'me')).toEqual([{ memberId: 'a', name: 'A' }]);
  });

  it("takes a travel request's travellers: colleagues by id, the applicant's passengers only for the applicant", () => {
    const tr = {
      creatorMemberId: 'me',
      travellerList: [
        { travellerName: '陈静', memberId: 'mem-admin', passengerId: null },
        { travellerName: 'CUSTOMER/ONE', memberId: null, passengerId: 'p1' },
      ],
    };
    expect(travellersOfRequest(tr, 'me')).toEqual([{ memberId: 'mem-admin', name: '陈静' }, { passengerId: 'p1', name: 'CUSTOMER/ONE' }]);
    expect(travellersOfRequest(tr, 'someone-else')).toEqual([{ memberId: 'mem-admin', name: '陈静' }, { name: 'CUSTOMER/ONE' }]);
  });
});
