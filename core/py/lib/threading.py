"""threading for nnscope, which runs one thread: the locks, conditions,
semaphores and events are uncontended (acquire() succeeds or, when it could
only be released by another thread, returns False / raises at once instead
of hanging); Thread.start() runs the target to completion on the spot, so
join() returns at once. Enough for code that guards its state with locks or
starts a worker and joins it."""

import sys as _sys

__all__ = ["Thread", "Lock", "RLock", "Condition", "Semaphore", "BoundedSemaphore", "Event", "Timer",
           "local", "current_thread", "main_thread", "get_ident", "active_count", "enumerate", "Barrier",
           "TIMEOUT_MAX", "ThreadError"]

TIMEOUT_MAX = 9223372036.0
ThreadError = RuntimeError
_counter = 0


def get_ident():
    return 1


def get_native_id():
    return 1


class Lock:
    def __init__(self):
        self._locked = False

    def acquire(self, blocking=True, timeout=-1):
        if self._locked:
            if blocking and timeout == -1:
                raise RuntimeError("deadlock: acquiring a held Lock in a single thread")
            return False
        self._locked = True
        return True

    def release(self):
        if not self._locked:
            raise RuntimeError("release unlocked lock")
        self._locked = False

    def locked(self):
        return self._locked

    __enter__ = acquire

    def __exit__(self, *args):
        self.release()

    def __repr__(self):
        return f"<{'locked' if self._locked else 'unlocked'} _thread.lock object>"


def allocate_lock():
    return Lock()


class RLock:
    def __init__(self):
        self._count = 0

    def acquire(self, blocking=True, timeout=-1):
        self._count += 1
        return True

    def release(self):
        if self._count == 0:
            raise RuntimeError("cannot release un-acquired lock")
        self._count -= 1

    def _is_owned(self):
        return self._count > 0

    __enter__ = acquire

    def __exit__(self, *args):
        self.release()


class Condition:
    def __init__(self, lock=None):
        self._lock = lock if lock is not None else RLock()
        self.acquire = self._lock.acquire
        self.release = self._lock.release

    def __enter__(self):
        return self._lock.__enter__()

    def __exit__(self, *args):
        return self._lock.__exit__(*args)

    def wait(self, timeout=None):
        return False

    def wait_for(self, predicate, timeout=None):
        return predicate()

    def notify(self, n=1):
        pass

    def notify_all(self):
        pass


class Semaphore:
    def __init__(self, value=1):
        if value < 0:
            raise ValueError("semaphore initial value must be >= 0")
        self._value = value

    def acquire(self, blocking=True, timeout=None):
        if self._value == 0:
            return False
        self._value -= 1
        return True

    __enter__ = acquire

    def release(self, n=1):
        self._value += n

    def __exit__(self, *args):
        self.release()


class BoundedSemaphore(Semaphore):
    def __init__(self, value=1):
        super().__init__(value)
        self._initial_value = value

    def release(self, n=1):
        if self._value + n > self._initial_value:
            raise ValueError("Semaphore released too many times")
        self._value += n


class Event:
    def __init__(self):
        self._flag = False

    def is_set(self):
        return self._flag

    def set(self):
        self._flag = True

    def clear(self):
        self._flag = False

    def wait(self, timeout=None):
        return self._flag


class local:
    pass


class Thread:
    def __init__(self, group=None, target=None, name=None, args=(), kwargs=None, *, daemon=None):
        global _counter
        _counter += 1
        self._target = target
        self._args = args
        self._kwargs = kwargs or {}
        self._name = name if name is not None else f"Thread-{_counter}"
        self._daemon = bool(daemon)
        self._started = False
        self._alive = False
        self.ident = None
        self.native_id = None

    def start(self):
        if self._started:
            raise RuntimeError("threads can only be started once")
        self._started = True
        self.ident = self.native_id = 1
        self._alive = True
        global _current
        prev, _current = _current, self
        try:
            self.run()
        finally:
            _current = prev
            self._alive = False

    def run(self):
        try:
            if self._target is not None:
                self._target(*self._args, **self._kwargs)
        finally:
            del self._target, self._args, self._kwargs

    def join(self, timeout=None):
        if not self._started:
            raise RuntimeError("cannot join thread before it is started")

    def is_alive(self):
        return self._alive

    @property
    def name(self):
        return self._name

    @name.setter
    def name(self, value):
        self._name = str(value)

    @property
    def daemon(self):
        return self._daemon

    @daemon.setter
    def daemon(self, value):
        self._daemon = bool(value)

    def getName(self):
        return self._name

    def __repr__(self):
        status = "started" if self._started else "initial"
        return f"<{type(self).__name__}({self._name}, {status})>"


class _MainThread(Thread):
    def __init__(self):
        Thread.__init__(self, name="MainThread")
        self._started = True
        self._alive = True
        self.ident = self.native_id = 1


class Timer(Thread):
    def __init__(self, interval, function, args=None, kwargs=None):
        Thread.__init__(self, target=function, args=args or (), kwargs=kwargs)
        self.interval = interval
        self._cancelled = False

    def cancel(self):
        self._cancelled = True

    def run(self):
        if not self._cancelled:
            Thread.run(self)


class Barrier:
    def __init__(self, parties, action=None, timeout=None):
        self.parties = parties
        self.n_waiting = 0
        self.broken = False

    def wait(self, timeout=None):
        return 0

    def reset(self):
        pass

    def abort(self):
        self.broken = True


_main = _MainThread()
_current = _main


def current_thread():
    return _current


currentThread = current_thread


def main_thread():
    return _main


def active_count():
    return 1


def enumerate():
    return [_main]


def settrace(func):
    pass


def setprofile(func):
    pass


def stack_size(size=0):
    return 0


excepthook = None
