import { describe, expect, it } from 'vitest';
import { addGuest, addRefusal, colleagueGuest, customerGuest, initialRooms, passengerGuest, removeGuest, resizeRooms, roomsWithoutGuest, selfGuest, toOrderGuest } from './guest-rooms';

const self = { memberId: 'mem-notr', name: 'Notr' };

describe('guests per room', () => {
  it('opens with the member alone when no traveller was given', () => {
    expect(initialRooms([], self, 2, 5)).toEqual([[selfGuest(self)]]);
  });

  it("fills rooms of liveNum guests with the stay's travellers, the member's own id as the member", () => {
    const rooms = initialRooms(
      [{ memberId: 'mem-notr', name: 'Notr' }, { memberId: 'mem-a', name: 'A' }, { passengerId: 'p1', name: 'P' }, { name: 'Guest' }],
      self,
      2,
      5,
    );
    expect(rooms.map((r) => r.map((g) => [g.source, g.key]))).toEqual([
      [['SELF', 'self'], ['STAFF', 'm:mem-a']],
      [['SELF', 'p:p1'], ['CUSTOMER', 'c:GUEST']],
    ]);
  });

  it('takes no more rooms than may be booked', () => {
    expect(initialRooms([{ name: 'A' }, { name: 'B' }, { name: 'C' }], self, 1, 2)).toHaveLength(2);
  });

  it('adds a guest once in the order and only while the room has space', () => {
    let rooms = resizeRooms([[selfGuest(self)]], 2, 5);
    expect(rooms).toEqual([[selfGuest(self)], []]);
    expect(addRefusal(rooms, 1, selfGuest(self), 2)).toBe('already');
    rooms = addGuest(rooms, 1, colleagueGuest('mem-a', 'A', self), 2);
    rooms = addGuest(rooms, 1, customerGuest('  li   lei ')!, 2);
    expect(addRefusal(rooms, 1, customerGuest('Han')!, 2)).toBe('full');
    expect(addRefusal(rooms, 0, customerGuest('LI LEI')!, 2)).toBe('already');
    expect(rooms[1]!.map((g) => g.name)).toEqual(['A', 'li lei']);
    expect(roomsWithoutGuest(removeGuest(rooms, 'self'))).toEqual([1]);
  });

  it('drops the last rooms and their guests when rooms are taken away, never below one', () => {
    const rooms = [[selfGuest(self)], [customerGuest('B')!]];
    expect(resizeRooms(rooms, 1, 5)).toEqual([[selfGuest(self)]]);
    expect(resizeRooms(rooms, 0, 5)).toHaveLength(1);
    expect(resizeRooms(rooms, 9, 3)).toHaveLength(3);
  });

  it("treats the member's own saved passenger as the member, and sends guests as the contract takes them", () => {
    expect(passengerGuest({ passengerId: 'p9', name: 'Notr', isSelf: true }, self)).toEqual(selfGuest(self));
    expect(customerGuest('   ')).toBeNull();
    expect(toOrderGuest(passengerGuest({ passengerId: 'p1', name: 'P' }, self))).toEqual({ source: 'SELF', passengerId: 'p1', name: 'P' });
    expect(toOrderGuest(colleagueGuest('mem-a', 'A', self))).toEqual({ source: 'STAFF', memberId: 'mem-a', name: 'A' });
    expect(toOrderGuest(selfGuest(self))).toEqual({ source: 'SELF', name: 'Notr' });
  });
});
