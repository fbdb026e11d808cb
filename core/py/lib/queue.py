"""queue: FIFO, LIFO and priority queues. nnscope runs one thread, so a
blocking get() on an empty queue (or put() on a full one) can never be woken:
with block=True and no timeout it raises the same Empty/Full a non-blocking
call would, instead of hanging the run."""

import heapq as _heapq
from collections import deque as _deque

__all__ = ["Empty", "Full", "ShutDown", "Queue", "PriorityQueue", "LifoQueue", "SimpleQueue"]


class Empty(Exception):
    """Exception raised by Queue.get(block=0)/get_nowait()."""


class Full(Exception):
    """Exception raised by Queue.put(block=0)/put_nowait()."""


class ShutDown(Exception):
    """Raised when put/get with shut-down queue."""


class Queue:
    """Create a queue object with a given maximum size.

    If maxsize is <= 0, the queue size is infinite.
    """

    def __init__(self, maxsize=0):
        self.maxsize = maxsize
        self._init(maxsize)
        self.unfinished_tasks = 0
        self.is_shutdown = False

    def task_done(self):
        if self.unfinished_tasks <= 0:
            raise ValueError("task_done() called too many times")
        self.unfinished_tasks -= 1

    def join(self):
        pass

    def qsize(self):
        return self._qsize()

    def empty(self):
        return not self._qsize()

    def full(self):
        return 0 < self.maxsize <= self._qsize()

    def put(self, item, block=True, timeout=None):
        if self.is_shutdown:
            raise ShutDown
        if self.maxsize > 0 and self._qsize() >= self.maxsize:
            if block and timeout is not None and timeout < 0:
                raise ValueError("'timeout' must be a non-negative number")
            raise Full
        self._put(item)
        self.unfinished_tasks += 1

    def get(self, block=True, timeout=None):
        if self.is_shutdown and not self._qsize():
            raise ShutDown
        if not self._qsize():
            if block and timeout is not None and timeout < 0:
                raise ValueError("'timeout' must be a non-negative number")
            raise Empty
        return self._get()

    def put_nowait(self, item):
        return self.put(item, block=False)

    def get_nowait(self):
        return self.get(block=False)

    def shutdown(self, immediate=False):
        self.is_shutdown = True
        if immediate:
            while self._qsize():
                self._get()
                if self.unfinished_tasks > 0:
                    self.unfinished_tasks -= 1

    def _init(self, maxsize):
        self.queue = _deque()

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        self.queue.append(item)

    def _get(self):
        return self.queue.popleft()

    __class_getitem__ = classmethod(lambda cls, item: __import__("types").GenericAlias(cls, item))


class PriorityQueue(Queue):
    """Variant of Queue that retrieves open entries in priority order (lowest first)."""

    def _init(self, maxsize):
        self.queue = []

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        _heapq.heappush(self.queue, item)

    def _get(self):
        return _heapq.heappop(self.queue)


class LifoQueue(Queue):
    """Variant of Queue that retrieves most recently added entries first."""

    def _init(self, maxsize):
        self.queue = []

    def _qsize(self):
        return len(self.queue)

    def _put(self, item):
        self.queue.append(item)

    def _get(self):
        return self.queue.pop()


class SimpleQueue:
    """Simple, unbounded, reentrant FIFO queue."""

    def __init__(self):
        self._queue = _deque()

    def put(self, item, block=True, timeout=None):
        self._queue.append(item)

    def put_nowait(self, item):
        self.put(item)

    def get(self, block=True, timeout=None):
        if timeout is not None and timeout < 0:
            raise ValueError("'timeout' must be a non-negative number")
        if not self._queue:
            raise Empty
        return self._queue.popleft()

    def get_nowait(self):
        return self.get(False)

    def empty(self):
        return len(self._queue) == 0

    def qsize(self):
        return len(self._queue)
