"""concurrent.futures for nnscope: the sandbox runs one thread, so an
executor runs each submitted call at once, in the caller, and hands back a
finished Future (its result, or the exception the call raised). Code that
submits work and then waits on the futures (result(), wait, as_completed,
map) sees the values CPython gives; only the interleaving of concurrent
calls differs, which a single thread cannot show."""

import collections as _collections

FIRST_COMPLETED = "FIRST_COMPLETED"
FIRST_EXCEPTION = "FIRST_EXCEPTION"
ALL_COMPLETED = "ALL_COMPLETED"

_PENDING, _RUNNING, _CANCELLED, _FINISHED = "PENDING", "RUNNING", "CANCELLED", "FINISHED"

TimeoutError = TimeoutError


class _Error(Exception):
    """Base class for all future-related exceptions."""


class CancelledError(_Error):
    """The Future was cancelled."""


class InvalidStateError(_Error):
    """The operation is not allowed in this state."""


class BrokenExecutor(RuntimeError):
    """Raised when a executor has become non-functional after a severe failure."""


class Future:
    """Represents the result of an asynchronous computation."""

    def __init__(self):
        self._state = _PENDING
        self._result = None
        self._exception = None
        self._done_callbacks = []

    def __repr__(self):
        if self._state == _FINISHED:
            if self._exception is not None:
                return "<%s at %#x state=finished raised %s>" % (
                    type(self).__name__, id(self), type(self._exception).__name__)
            return "<%s at %#x state=finished returned %s>" % (
                type(self).__name__, id(self), type(self._result).__name__)
        return "<%s at %#x state=%s>" % (type(self).__name__, id(self), self._state.lower())

    def _invoke_callbacks(self):
        for callback in self._done_callbacks:
            try:
                callback(self)
            except Exception:
                pass

    def cancel(self):
        if self._state in (_RUNNING, _FINISHED):
            return False
        if self._state != _CANCELLED:
            self._state = _CANCELLED
            self._invoke_callbacks()
        return True

    def cancelled(self):
        return self._state == _CANCELLED

    def running(self):
        return self._state == _RUNNING

    def done(self):
        return self._state in (_CANCELLED, _FINISHED)

    def _outcome(self):
        if self._state == _CANCELLED:
            raise CancelledError()
        if self._state != _FINISHED:
            raise TimeoutError()
        return self._exception

    def result(self, timeout=None):
        exc = self._outcome()
        if exc is not None:
            try:
                raise exc
            finally:
                self = None
        return self._result

    def exception(self, timeout=None):
        return self._outcome()

    def add_done_callback(self, fn):
        if not self.done():
            self._done_callbacks.append(fn)
            return
        try:
            fn(self)
        except Exception:
            pass

    def set_running_or_notify_cancel(self):
        if self._state == _CANCELLED:
            return False
        if self._state == _PENDING:
            self._state = _RUNNING
            return True
        raise RuntimeError("Future in unexpected state")

    def set_result(self, result):
        if self._state in (_CANCELLED, _FINISHED):
            raise InvalidStateError("{}: {!r}".format(self._state, self))
        self._result = result
        self._state = _FINISHED
        self._invoke_callbacks()

    def set_exception(self, exception):
        if self._state in (_CANCELLED, _FINISHED):
            raise InvalidStateError("{}: {!r}".format(self._state, self))
        self._exception = exception
        self._state = _FINISHED
        self._invoke_callbacks()

    __class_getitem__ = classmethod(lambda cls, item: cls)


class Executor:
    """The base class of executors: calls run at submission."""

    _shutdown = False

    def submit(self, fn, /, *args, **kwargs):
        if self._shutdown:
            raise RuntimeError("cannot schedule new futures after shutdown")
        future = Future()
        future.set_running_or_notify_cancel()
        try:
            result = fn(*args, **kwargs)
        except BaseException as exc:
            future.set_exception(exc)
        else:
            future.set_result(result)
        return future

    def map(self, fn, *iterables, timeout=None, chunksize=1):
        futures = [self.submit(fn, *args) for args in zip(*iterables)]

        def result_iterator():
            for future in futures:
                yield future.result()
        return result_iterator()

    def shutdown(self, wait=True, *, cancel_futures=False):
        self._shutdown = True

    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_val, exc_tb):
        self.shutdown(wait=True)
        return False


class ThreadPoolExecutor(Executor):
    def __init__(self, max_workers=None, thread_name_prefix="", initializer=None, initargs=()):
        if max_workers is not None and max_workers <= 0:
            raise ValueError("max_workers must be greater than 0")
        if initializer is not None and not callable(initializer):
            raise TypeError("initializer must be a callable")
        self._max_workers = max_workers if max_workers is not None else 5
        if initializer is not None:
            initializer(*initargs)


class ProcessPoolExecutor(ThreadPoolExecutor):
    pass


DoneAndNotDoneFutures = _collections.namedtuple("DoneAndNotDoneFutures", "done not_done")


def wait(fs, timeout=None, return_when=ALL_COMPLETED):
    fs = set(fs)
    done = set(f for f in fs if f.done())
    return DoneAndNotDoneFutures(done, fs - done)


def as_completed(fs, timeout=None):
    seen = set()
    for f in fs:
        if f not in seen:
            seen.add(f)
            yield f
