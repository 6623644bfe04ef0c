/** How many changes "Undo" can take back; older ones are forgotten. */
export const UNDO_LIMIT = 20;

/** The states before each change, oldest first; immutable, so it can live in React state. */
export type UndoStack<T> = readonly T[];

/** The stack with `entry` (the state before a change) on top, at most `limit` deep. */
export function pushUndo<T>(stack: UndoStack<T>, entry: T, limit = UNDO_LIMIT): UndoStack<T> {
  return [...stack, entry].slice(-limit);
}

/** The last state saved and the stack without it; `entry` is undefined when there is none. */
export function popUndo<T>(stack: UndoStack<T>): { entry: T | undefined; rest: UndoStack<T> } {
  return { entry: stack.at(-1), rest: stack.slice(0, -1) };
}
