const REAL_DATE = Symbol.for('portal.test.realDate');
type WithRealDate = typeof globalThis & { [REAL_DATE]?: DateConstructor };

/**
 * Makes this test process's time run from `moment` on at the real pace, as `faketime` would: `new Date()` and
 * `Date.now()` (so clock.now, the test's own dates, and every library that reads the time: token expiry, TOTP, robot-check
 * challenges) say `moment` now, and as much later as real time has passed since. A Date built from a value is untouched.
 * Called again (the next file in a shared worker), it starts from `moment` again.
 */
export function runDateFrom(moment: Date): void {
  const RealDate = ((globalThis as WithRealDate)[REAL_DATE] ??= globalThis.Date);
  const offset = moment.getTime() - RealDate.now();
  function ShiftedDate(this: unknown, ...args: unknown[]) {
    if (!new.target) return new RealDate(ShiftedDate.now()).toString();
    return Reflect.construct(RealDate, args.length > 0 ? args : [ShiftedDate.now()], new.target) as Date;
  }
  ShiftedDate.prototype = RealDate.prototype;
  Object.setPrototypeOf(ShiftedDate, RealDate);
  ShiftedDate.now = () => RealDate.now() + offset;
  globalThis.Date = ShiftedDate as unknown as DateConstructor;
}
