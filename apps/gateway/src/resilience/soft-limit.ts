const LATE = Symbol('late');

/**
 * The soft time limit of one service's calls (`UPSTREAM_SOFT_TIMEOUT_MS`): a call that has a last good
 * answer to stand in is answered with it once it takes longer than `ms`, while the call goes on to its
 * hard limit and keeps what it gets. Where nothing is known the call is waited for as before. While any
 * call of the service is past its soft limit, the service is slow now: further calls with a stand-in
 * are answered with it at once, so a page that asks the service several times waits one soft limit, not
 * one per call.
 */
export class SoftLimit {
  private late = 0;

  constructor(private readonly ms: number) {}

  /**
   * `call`'s outcome if it comes within the soft limit (or without a `standIn`), otherwise `standIn`.
   * A call answered by its stand-in settles unobserved: it must keep its own answer, and its failure
   * counts where the call itself counts it (the circuit).
   */
  async within<T>(call: Promise<T>, standIn: T | undefined): Promise<T> {
    if (standIn === undefined || this.ms <= 0) {
      return call;
    }
    if (this.late > 0) {
      this.goOn(call);
      return standIn;
    }
    let timer: NodeJS.Timeout | undefined;
    const soft = new Promise<typeof LATE>((resolve) => {
      timer = setTimeout(resolve, this.ms, LATE);
    });
    try {
      const first = await Promise.race([call, soft]);
      if (first !== LATE) {
        return first;
      }
    } finally {
      clearTimeout(timer);
    }
    this.goOn(call);
    return standIn;
  }

  private goOn(call: Promise<unknown>): void {
    this.late += 1;
    const settled = () => {
      this.late -= 1;
    };
    call.then(settled, settled);
  }
}
