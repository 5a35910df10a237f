/**
 * @jest-environment-options {"url": "https://jobpoint.example/"}
 */
import { writePreferenceCookie } from './cookies';

describe('writePreferenceCookie', () => {
  it('keeps a preference for a year on every path, sent on navigations from other sites and over HTTPS only', () => {
    const write = jest.spyOn(document, 'cookie', 'set');
    writePreferenceCookie('lang', 'de tr');
    expect(write).toHaveBeenLastCalledWith('lang=de%20tr; path=/; max-age=31536000; SameSite=Lax; Secure');
  });
});
