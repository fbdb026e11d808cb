# TheAlgorithms/Python, data_structures/stacks/stack_using_two_queues.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
from __future__ import annotations

from collections import deque
from dataclasses import dataclass, field


@dataclass
class StackWithQueues:
    """
    https://www.geeksforgeeks.org/implement-stack-using-queue/

    >>> stack = StackWithQueues()
    >>> stack.push(1)
    >>> stack.push(2)
    >>> stack.push(3)
    >>> stack.peek()
    3
    >>> stack.pop()
    3
    >>> stack.peek()
    2
    >>> stack.pop()
    2
    >>> stack.pop()
    1
    >>> stack.peek() is None
    True
    >>> stack.pop()
    Traceback (most recent call last):
        ...
    IndexError: pop from an empty deque
    """

    main_queue: deque[int] = field(default_factory=deque)
    temp_queue: deque[int] = field(default_factory=deque)

    def push(self, item: int) -> None:
        self.temp_queue.append(item)
        while self.main_queue:
            self.temp_queue.append(self.main_queue.popleft())
        self.main_queue, self.temp_queue = self.temp_queue, self.main_queue

    def pop(self) -> int:
        return self.main_queue.popleft()

    def peek(self) -> int | None:
        return self.main_queue[0] if self.main_queue else None


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    stack = StackWithQueues()
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(stack.push(1))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(stack.push(2))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(stack.push(3))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(stack.peek())
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(stack.pop())
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(stack.peek())
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(stack.pop())
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(stack.pop())
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(stack.peek() is None)
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(stack.pop())
except Exception as _e:
    print(type(_e).__name__, _e)
