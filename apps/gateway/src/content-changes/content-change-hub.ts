import type { ContentChange } from './content-change';

/** Where a content change goes: every cache of the gateway that holds content subscribes. */
export class ContentChangeHub {
  private readonly listeners: ((change: ContentChange) => void)[] = [];

  subscribe(listener: (change: ContentChange) => void): void {
    this.listeners.push(listener);
  }

  apply(change: ContentChange): void {
    for (const listener of this.listeners) {
      listener(change);
    }
  }
}
