import { describe, expect, it } from 'vitest';
import { HotelError } from '@travel/contracts/hotel/errors';
import { GUARANTEE_CARD_BRANDS } from '@travel/contracts/hotel/guarantee';
import { cardExpired, confirmInput, fieldOfIssuePath, groupCardNumber, guaranteeProblems, refusalField, type GuaranteeDraft } from './guarantee-card';

const now = new Date(2031, 5, 15);
const good: GuaranteeDraft = { cardNumber: '4242 4242 4242 4242', holderName: ' Li Na ', expiry: { month: 6, year: 2031 }, cvv: '123', verifyCode: '012345' };

describe('guarantee card form', () => {
  it('groups a number as printed: by four, American Express 4-6-5', () => {
    expect(groupCardNumber('4242424242424242')).toBe('4242 4242 4242 4242');
    expect(groupCardNumber('42-42 42')).toBe('4242 42');
    expect(groupCardNumber('378282246310005')).toBe('3782 822463 10005');
  });

  it('lets a good card through and sends digits only, the holder trimmed', () => {
    expect(guaranteeProblems(good, GUARANTEE_CARD_BRANDS, now)).toEqual({});
    expect(confirmInput('H1', good)).toEqual({
      orderId: 'H1',
      verifyCode: '012345',
      card: { cardNumber: '4242424242424242', holderName: 'Li Na', expiryMonth: 6, expiryYear: 2031, cvv: '123' },
    });
  });

  it('names each field that is wrong', () => {
    const bad = guaranteeProblems({ cardNumber: '4242 4242 4242 4241', holderName: ' ', expiry: { month: 5, year: 2031 }, cvv: '12', verifyCode: '12345' }, GUARANTEE_CARD_BRANDS, now);
    expect(bad).toEqual({ cardNumber: 'cardNumber', holderName: 'holderName', expiry: 'expired', cvv: 'cvv', verifyCode: 'verifyCode' });
    expect(guaranteeProblems({ ...good, expiry: { month: null, year: 2031 } }, GUARANTEE_CARD_BRANDS, now).expiry).toBe('expiry');
  });

  it('refuses a brand the guarantee does not take and asks four digits of American Express', () => {
    expect(guaranteeProblems(good, ['MASTER'], now).cardNumber).toBe('brand');
    // 6011… (Discover) passes the check digit but is no brand taken
    expect(guaranteeProblems({ ...good, cardNumber: '6011111111111117' }, GUARANTEE_CARD_BRANDS, now).cardNumber).toBe('brand');
    expect(guaranteeProblems({ ...good, cardNumber: '378282246310005', cvv: '123' }, GUARANTEE_CARD_BRANDS, now).cvv).toBe('cvv');
    expect(guaranteeProblems({ ...good, cardNumber: '378282246310005', cvv: '1234' }, GUARANTEE_CARD_BRANDS, now).cvv).toBeUndefined();
  });

  it('takes a card through the end of its expiry month', () => {
    expect(cardExpired(6, 2031, now)).toBe(false);
    expect(cardExpired(5, 2031, now)).toBe(true);
    expect(cardExpired(1, 2032, now)).toBe(false);
  });

  it('puts a refusal or a server issue under its field', () => {
    expect(refusalField(HotelError.GUARANTEE_CODE_WRONG)).toBe('verifyCode');
    expect(refusalField(HotelError.GUARANTEE_CARD_DECLINED)).toBe('cardNumber');
    expect(refusalField(HotelError.GUARANTEE_CARD_EXPIRED)).toBe('expiry');
    expect(refusalField(HotelError.GUARANTEE_NOT_WAITING)).toBeNull();
    expect(fieldOfIssuePath('card.expiryYear')).toBe('expiry');
    expect(fieldOfIssuePath('card.cvv')).toBe('cvv');
    expect(fieldOfIssuePath('orderId')).toBeNull();
  });
});
