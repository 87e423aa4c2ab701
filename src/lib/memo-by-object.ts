/**
 * A function of one object argument, worked out once per object: kept only as long as the object
 * lives (a build's menu, a snapshot's row), so nothing is held after it.
 */
export function memoByObject<A extends object, R>(make: (argument: A) => R): (argument: A) => R {
  const made = new WeakMap<A, R>();
  return (argument) => {
    if (!made.has(argument)) made.set(argument, make(argument));
    return made.get(argument)!;
  };
}
