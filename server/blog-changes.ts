type Listener = () => void;

/**
 * Announces that something the blog's pages show changed: a post published or updated, a like
 * or a comment, made on this instance or (with REDIS_URL) on another one. The page cache and the
 * app's blog index listen; the app subscribes through its load context at its first request, so
 * a listener that joins late is told at once of changes it missed: what it cached may be older.
 */
export class BlogChanges {
  private readonly listeners = new Set<Listener>();
  private changed = false;

  subscribe(listener: Listener): () => void {
    this.listeners.add(listener);
    if (this.changed) listener();
    return () => this.listeners.delete(listener);
  }

  announce(): void {
    this.changed = true;
    for (const listener of this.listeners) listener();
  }
}
