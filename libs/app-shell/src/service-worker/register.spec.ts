import { KEEP_PAGE_MESSAGE } from './offline-rules';
import { registerServiceWorker } from './register';

type Listener = (state: { location: { pathname: string; search: string }; navigation: { state: string } }) => void;

function fakeRouter(pathname: string, search = '') {
  const listeners: Listener[] = [];
  return {
    state: { location: { pathname, search } },
    subscribe: (listener: Listener) => {
      listeners.push(listener);
      return () => undefined;
    },
    navigate: (path: string, state = 'idle') => {
      const [pathname, search = ''] = path.split('?');
      listeners.forEach((listener) =>
        listener({ location: { pathname, search: search ? `?${search}` : '' }, navigation: { state } }),
      );
    },
  };
}

function installServiceWorker({ controlled, fails = false }: { controlled: boolean; fails?: boolean }) {
  const postMessage = jest.fn();
  const register = jest.fn(() => (fails ? Promise.reject(new Error('blocked')) : Promise.resolve({})));
  Object.defineProperty(navigator, 'serviceWorker', {
    configurable: true,
    value: { register, controller: controlled ? {} : null, ready: Promise.resolve({ active: { postMessage } }) },
  });
  return { register, postMessage };
}

const settle = () => new Promise((resolve) => setTimeout(resolve, 0));

describe('registerServiceWorker', () => {
  afterEach(() => {
    Reflect.deleteProperty(navigator, 'serviceWorker');
  });

  it('registers /sw.js and ignores a failure', async () => {
    const { register } = installServiceWorker({ controlled: true, fails: true });
    registerServiceWorker(fakeRouter('/'));
    await settle();
    expect(register).toHaveBeenCalledWith('/sw.js');
  });

  it('registers only once the page has loaded', () => {
    const { register } = installServiceWorker({ controlled: false });
    Object.defineProperty(document, 'readyState', { configurable: true, value: 'interactive' });
    try {
      registerServiceWorker(fakeRouter('/'));
      expect(register).not.toHaveBeenCalled();
      window.dispatchEvent(new Event('load'));
      expect(register).toHaveBeenCalledTimes(1);
      window.dispatchEvent(new Event('load'));
      expect(register).toHaveBeenCalledTimes(1);
    } finally {
      Reflect.deleteProperty(document, 'readyState');
    }
  });

  it('passes job pages and the Merkliste opened inside the app to the worker to keep, once each', async () => {
    const { postMessage } = installServiceWorker({ controlled: true });
    const router = fakeRouter('/');
    registerServiceWorker(router);
    router.navigate('/job-boerse/verlassen-1', 'loading');
    router.navigate('/job-boerse/koch-1200', 'loading');
    router.navigate('/job-boerse/koch-1200');
    router.navigate('/job-boerse/koch-1200');
    router.navigate('/faq');
    router.navigate('/job-boerse/merkliste?locale=ar');
    await settle();
    expect(postMessage.mock.calls).toEqual([
      [{ type: KEEP_PAGE_MESSAGE, url: '/job-boerse/koch-1200' }],
      [{ type: KEEP_PAGE_MESSAGE, url: '/job-boerse/merkliste?locale=ar' }],
    ]);
  });

  it('leaves the first page to the worker when the worker controlled its loading', async () => {
    const { postMessage } = installServiceWorker({ controlled: true });
    registerServiceWorker(fakeRouter('/job-boerse/merkliste'));
    await settle();
    expect(postMessage).not.toHaveBeenCalled();
  });

  it('passes the first page too when the worker did not control it yet', async () => {
    const { postMessage } = installServiceWorker({ controlled: false });
    registerServiceWorker(fakeRouter('/job-boerse/merkliste'));
    await settle();
    expect(postMessage).toHaveBeenCalledWith({ type: KEEP_PAGE_MESSAGE, url: '/job-boerse/merkliste' });
  });

  it('does nothing in a browser without service workers', () => {
    expect(() => registerServiceWorker(fakeRouter('/job-boerse/merkliste'))).not.toThrow();
  });
});
