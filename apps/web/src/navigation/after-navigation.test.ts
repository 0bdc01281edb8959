// @vitest-environment happy-dom
import { beforeEach, describe, expect, it, vi, type Mock } from 'vitest';
import { afterNavigation, type NavigationEffects } from './after-navigation.ts';

let effects: NavigationEffects & {
  scrollTo: Mock<(options: ScrollToOptions) => void>;
  pageView: Mock<(pathname: string) => void>;
};

beforeEach(() => {
  document.head.innerHTML = '';
  document.body.innerHTML = '<section id="prezzi">Prezzi</section>';
  effects = {
    document,
    scrollTo: vi.fn<(options: ScrollToOptions) => void>(),
    pageView: vi.fn<(pathname: string) => void>(),
    prefersReducedMotion: () => false,
  };
});

const robots = () => document.querySelector<HTMLMetaElement>('meta[name="robots"]')?.content;

describe('afterNavigation', () => {
  it('asks search engines not to index a private page', () => {
    afterNavigation(
      { pathname: '/dashboard', hash: '', title: 'Dashboard', isPrivate: true },
      effects,
    );
    expect(robots()).toBe('noindex, nofollow');
    expect(document.title).toBe('Dashboard · Agendina');
  });

  it('lets public pages be indexed, replacing the previous directive', () => {
    afterNavigation(
      { pathname: '/dashboard', hash: '', title: 'Dashboard', isPrivate: true },
      effects,
    );
    afterNavigation(
      { pathname: '/faq', hash: '', title: 'Domande frequenti', isPrivate: false },
      effects,
    );
    expect(document.querySelectorAll('meta[name="robots"]')).toHaveLength(1);
    expect(robots()).toBe('index, follow');
  });

  it('reports one page view per route change', () => {
    afterNavigation({ pathname: '/faq', hash: '', title: undefined, isPrivate: false }, effects);
    expect(effects.pageView).toHaveBeenCalledExactlyOnceWith('/faq');
    expect(document.title).toBe('Agendina');
  });

  it('scrolls smoothly to the top without a hash', () => {
    afterNavigation({ pathname: '/faq', hash: '', title: undefined, isPrivate: false }, effects);
    expect(effects.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'smooth' });
  });

  it('scrolls to the hash target instead of the top', () => {
    const target = document.getElementById('prezzi');
    if (!target) throw new Error('manca #prezzi');
    target.scrollIntoView = vi.fn();
    afterNavigation({ pathname: '/', hash: 'prezzi', title: undefined, isPrivate: false }, effects);
    expect(target.scrollIntoView).toHaveBeenCalledWith({ behavior: 'smooth', block: 'start' });
    expect(effects.scrollTo).not.toHaveBeenCalled();
  });

  it('jumps without animation when the user prefers reduced motion', () => {
    afterNavigation(
      { pathname: '/faq', hash: '', title: undefined, isPrivate: false },
      { ...effects, prefersReducedMotion: () => true },
    );
    expect(effects.scrollTo).toHaveBeenCalledWith({ top: 0, behavior: 'auto' });
  });
});
