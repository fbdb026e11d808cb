"""asyncio for nnscope: one deterministic event loop on a virtual clock.

Futures, Tasks, the loop's ready queue and timer heap follow CPython's
scheduling order (a done future's callbacks run through call_soon, a task
steps its coroutine once per scheduling), so interleavings print as they do
under CPython. There is no I/O and no real time: when nothing is ready the
clock jumps to the next timer, so asyncio.sleep(10) returns at once with
loop.time() advanced by 10. Threads and executors are not available:
to_thread() and run_in_executor() call the function in the loop's thread.
"""

import heapq as _heapq
from collections import deque as _deque
import inspect as _inspect

__all__ = [
    "run", "sleep", "gather", "create_task", "ensure_future", "wait", "wait_for", "as_completed",
    "shield", "timeout", "timeout_at", "Timeout", "TaskGroup", "Runner",
    "get_event_loop", "get_running_loop", "new_event_loop", "set_event_loop", "current_task", "all_tasks",
    "iscoroutine", "iscoroutinefunction", "isfuture", "to_thread",
    "Future", "Task", "Handle", "TimerHandle", "AbstractEventLoop", "BaseEventLoop",
    "Queue", "PriorityQueue", "LifoQueue", "QueueEmpty", "QueueFull", "QueueShutDown",
    "Event", "Lock", "Semaphore", "BoundedSemaphore", "Condition", "Barrier",
    "CancelledError", "InvalidStateError", "TimeoutError", "BrokenBarrierError",
    "FIRST_COMPLETED", "FIRST_EXCEPTION", "ALL_COMPLETED",
]


class CancelledError(BaseException):
    """The Future or Task was cancelled."""

    __module__ = "asyncio.exceptions"


class InvalidStateError(Exception):
    """The operation is not allowed in this state."""

    __module__ = "asyncio.exceptions"


class BrokenBarrierError(RuntimeError):
    """Barrier is broken by barrier.abort() call."""

    __module__ = "asyncio.exceptions"


TimeoutError = TimeoutError

FIRST_COMPLETED = "FIRST_COMPLETED"
FIRST_EXCEPTION = "FIRST_EXCEPTION"
ALL_COMPLETED = "ALL_COMPLETED"

_PENDING = "PENDING"
_CANCELLED = "CANCELLED"
_FINISHED = "FINISHED"

_running_loop = None
_event_loop = None
_task_counter = 0


def iscoroutine(obj):
    return type(obj).__name__ == "coroutine" or _inspect.iscoroutine(obj)


def iscoroutinefunction(func):
    return _inspect.iscoroutinefunction(func)


def isfuture(obj):
    return getattr(obj, "_asyncio_future_blocking", None) is not None


# ---------------------------------------------------------------- handles

class Handle:
    __slots__ = ("_callback", "_args", "_cancelled", "_loop")

    def __init__(self, callback, args, loop, context=None):
        self._callback = callback
        self._args = args
        self._cancelled = False
        self._loop = loop

    def cancel(self):
        self._cancelled = True
        self._callback = None
        self._args = None

    def cancelled(self):
        return self._cancelled

    def _run(self):
        self._callback(*self._args)

    def __repr__(self):
        return "<%s%s>" % (type(self).__name__, " cancelled" if self._cancelled else "")


class TimerHandle(Handle):
    __slots__ = ("_when", "_seq")

    def __init__(self, when, seq, callback, args, loop, context=None):
        super().__init__(callback, args, loop)
        self._when = when
        self._seq = seq

    def when(self):
        return self._when

    def __lt__(self, other):
        return (self._when, self._seq) < (other._when, other._seq)


# ---------------------------------------------------------------- loop

class AbstractEventLoop:
    pass


class BaseEventLoop(AbstractEventLoop):
    def __init__(self):
        self._ready = _deque()
        self._scheduled = []
        self._seq = 0
        self._time = 0.0
        self._stopping = False
        self._closed = False
        self._running = False
        self._current_task = None
        self._tasks = []
        self._asyncgens = []

    def time(self):
        return self._time

    def call_soon(self, callback, *args, context=None):
        self._check_closed()
        h = Handle(callback, args, self)
        self._ready.append(h)
        return h

    call_soon_threadsafe = call_soon

    def call_later(self, delay, callback, *args, context=None):
        return self.call_at(self._time + delay, callback, *args)

    def call_at(self, when, callback, *args, context=None):
        self._check_closed()
        self._seq += 1
        h = TimerHandle(when, self._seq, callback, args, self)
        _heapq.heappush(self._scheduled, h)
        return h

    def create_future(self):
        return Future(loop=self)

    def create_task(self, coro, *, name=None, context=None):
        self._check_closed()
        return Task(coro, loop=self, name=name)

    def _check_closed(self):
        if self._closed:
            raise RuntimeError("Event loop is closed")

    def is_running(self):
        return self._running

    def is_closed(self):
        return self._closed

    def stop(self):
        self._stopping = True

    def close(self):
        if self._running:
            raise RuntimeError("Cannot close a running event loop")
        self._closed = True
        self._ready.clear()
        self._scheduled.clear()

    def get_debug(self):
        return False

    def set_debug(self, enabled):
        pass

    def _run_once(self):
        if not self._ready and self._scheduled:
            first = self._scheduled[0]
            if first._when > self._time:
                self._time = first._when
        while self._scheduled and self._scheduled[0]._when <= self._time:
            h = _heapq.heappop(self._scheduled)
            if not h._cancelled:
                self._ready.append(h)
        for _ in range(len(self._ready)):
            h = self._ready.popleft()
            if not h._cancelled:
                h._run()

    def run_forever(self):
        global _running_loop
        self._check_closed()
        if self._running:
            raise RuntimeError("This event loop is already running")
        if _running_loop is not None:
            raise RuntimeError("Cannot run the event loop while another loop is running")
        self._running = True
        _running_loop = self
        try:
            while True:
                if not self._ready and not self._scheduled and not self._stopping:
                    raise RuntimeError("Event loop stopped before Future completed.")
                self._run_once()
                if self._stopping:
                    break
        finally:
            self._stopping = False
            self._running = False
            _running_loop = None

    def run_until_complete(self, future):
        self._check_closed()
        new_task = not isfuture(future)
        future = ensure_future(future, loop=self)
        future.add_done_callback(_stop_loop)
        try:
            self.run_forever()
        except BaseException:
            if new_task and future.done() and not future.cancelled():
                future.exception()
            raise
        finally:
            future.remove_done_callback(_stop_loop)
        if not future.done():
            raise RuntimeError("Event loop stopped before Future completed.")
        return future.result()

    async def shutdown_asyncgens(self):
        pass

    async def shutdown_default_executor(self, timeout=None):
        pass

    def run_in_executor(self, executor, func, *args):
        fut = self.create_future()
        try:
            fut.set_result(func(*args))
        except BaseException as e:
            fut.set_exception(e)
        return fut

    def call_exception_handler(self, context):
        pass


def _stop_loop(fut):
    fut._loop.stop()


def new_event_loop():
    return BaseEventLoop()


def get_running_loop():
    if _running_loop is None:
        raise RuntimeError("no running event loop")
    return _running_loop


def _get_running_loop():
    return _running_loop


def get_event_loop():
    global _event_loop
    if _running_loop is not None:
        return _running_loop
    if _event_loop is None or _event_loop._closed:
        _event_loop = new_event_loop()
    return _event_loop


def set_event_loop(loop):
    global _event_loop
    _event_loop = loop


def current_task(loop=None):
    if loop is None:
        loop = get_running_loop()
    return loop._current_task


def all_tasks(loop=None):
    if loop is None:
        loop = get_running_loop()
    return {t for t in loop._tasks if not t.done()}


# ---------------------------------------------------------------- futures

class Future:
    _asyncio_future_blocking = False

    def __init__(self, *, loop=None):
        self._loop = loop if loop is not None else get_event_loop()
        self._state = _PENDING
        self._result = None
        self._exception = None
        self._callbacks = []
        self._cancel_message = None

    def get_loop(self):
        return self._loop

    def _schedule_callbacks(self):
        callbacks = self._callbacks[:]
        self._callbacks[:] = []
        for cb in callbacks:
            self._loop.call_soon(cb, self)

    def cancel(self, msg=None):
        if self._state != _PENDING:
            return False
        self._state = _CANCELLED
        self._cancel_message = msg
        self._schedule_callbacks()
        return True

    def cancelled(self):
        return self._state == _CANCELLED

    def done(self):
        return self._state != _PENDING

    def _make_cancelled_error(self):
        if self._cancel_message is None:
            return CancelledError()
        return CancelledError(self._cancel_message)

    def result(self):
        if self._state == _CANCELLED:
            raise self._make_cancelled_error()
        if self._state != _FINISHED:
            raise InvalidStateError("Result is not ready.")
        if self._exception is not None:
            raise self._exception
        return self._result

    def exception(self):
        if self._state == _CANCELLED:
            raise self._make_cancelled_error()
        if self._state != _FINISHED:
            raise InvalidStateError("Exception is not set.")
        return self._exception

    def add_done_callback(self, fn, *, context=None):
        if self._state != _PENDING:
            self._loop.call_soon(fn, self)
        else:
            self._callbacks.append(fn)

    def remove_done_callback(self, fn):
        keep = [f for f in self._callbacks if f != fn]
        removed = len(self._callbacks) - len(keep)
        self._callbacks[:] = keep
        return removed

    def set_result(self, result):
        if self._state != _PENDING:
            raise InvalidStateError(f"{self._state}: {self!r}")
        self._result = result
        self._state = _FINISHED
        self._schedule_callbacks()

    def set_exception(self, exception):
        if self._state != _PENDING:
            raise InvalidStateError(f"{self._state}: {self!r}")
        if isinstance(exception, type):
            exception = exception()
        if type(exception) is StopIteration:
            raise TypeError("StopIteration interacts badly with generators and cannot be raised into a Future")
        self._exception = exception
        self._state = _FINISHED
        self._schedule_callbacks()

    def __await__(self):
        if not self.done():
            self._asyncio_future_blocking = True
            yield self
        if not self.done():
            raise RuntimeError("await wasn't used with future")
        return self.result()

    __iter__ = __await__

    def _state_text(self):
        if self._state == _FINISHED:
            if self._exception is not None:
                return f"finished exception={self._exception!r}"
            return f"finished result={self._result!r}"
        return self._state.lower()

    def __repr__(self):
        return f"<{type(self).__name__} {self._state_text()}>"


def _coro_repr(coro):
    name = getattr(coro, "__qualname__", None) or getattr(coro, "__name__", None) or repr(coro)
    return f"{name}()"


class Task(Future):
    def __init__(self, coro, *, loop=None, name=None, context=None, eager_start=False):
        global _task_counter
        super().__init__(loop=loop)
        if not iscoroutine(coro):
            raise TypeError(f"a coroutine was expected, got {coro!r}")
        if name is None:
            _task_counter += 1
            name = f"Task-{_task_counter}"
        self._name = str(name)
        self._coro = coro
        self._must_cancel = False
        self._fut_waiter = None
        self._num_cancels_requested = 0
        self._loop.call_soon(self._Task__step)
        self._loop._tasks.append(self)

    def get_coro(self):
        return self._coro

    def get_name(self):
        return self._name

    def set_name(self, value):
        self._name = str(value)

    def get_context(self):
        return None

    def get_stack(self, *, limit=None):
        return []

    def cancel(self, msg=None):
        if self.done():
            return False
        self._num_cancels_requested += 1
        if self._fut_waiter is not None:
            if self._fut_waiter.cancel(msg=msg):
                return True
        self._must_cancel = True
        self._cancel_message = msg
        return True

    def cancelling(self):
        return self._num_cancels_requested

    def uncancel(self):
        if self._num_cancels_requested > 0:
            self._num_cancels_requested -= 1
            if self._num_cancels_requested == 0:
                self._must_cancel = False
        return self._num_cancels_requested

    def set_result(self, result):
        raise RuntimeError("Task does not support set_result operation")

    def set_exception(self, exception):
        raise RuntimeError("Task does not support set_exception operation")

    def __step(self, exc=None):
        if self.done():
            raise InvalidStateError(f"_step(): already done: {self!r}, {exc!r}")
        if self._must_cancel:
            if not isinstance(exc, CancelledError):
                exc = self._make_cancelled_error()
            self._must_cancel = False
        self._fut_waiter = None
        loop = self._loop
        prev = loop._current_task
        loop._current_task = self
        try:
            self.__step_run(exc)
        finally:
            loop._current_task = prev

    def __step_run(self, exc):
        coro = self._coro
        try:
            if exc is None:
                result = coro.send(None)
            else:
                result = coro.throw(exc)
        except StopIteration as e:
            if self._must_cancel:
                self._must_cancel = False
                Future.cancel(self, msg=self._cancel_message)
            else:
                Future.set_result(self, e.value)
        except CancelledError as e:
            Future.cancel(self)
        except (KeyboardInterrupt, SystemExit) as e:
            Future.set_exception(self, e)
            raise
        except BaseException as e:
            Future.set_exception(self, e)
        else:
            blocking = getattr(result, "_asyncio_future_blocking", None)
            if blocking is not None:
                if blocking:
                    if result is self:
                        self._loop.call_soon(self.__step, RuntimeError(f"Task cannot await on itself: {self!r}"))
                    else:
                        result._asyncio_future_blocking = False
                        result.add_done_callback(self.__wakeup)
                        self._fut_waiter = result
                        if self._must_cancel:
                            if self._fut_waiter.cancel(msg=self._cancel_message):
                                self._must_cancel = False
                else:
                    self._loop.call_soon(self.__step, RuntimeError(
                        f"yield was used instead of yield from in task {self!r} with {result!r}"))
            elif result is None:
                self._loop.call_soon(self.__step)
            else:
                self._loop.call_soon(self.__step, RuntimeError(f"Task got bad yield: {result!r}"))

    def __wakeup(self, future):
        try:
            future.result()
        except BaseException as e:
            self.__step(e)
        else:
            self.__step()

    def __repr__(self):
        return f"<Task {self._state_text()} name={self._name!r} coro=<{_coro_repr(self._coro)}>>"


def ensure_future(coro_or_future, *, loop=None):
    if isfuture(coro_or_future):
        return coro_or_future
    if iscoroutine(coro_or_future):
        if loop is None:
            loop = get_event_loop()
        return loop.create_task(coro_or_future)
    if hasattr(coro_or_future, "__await__"):
        return ensure_future(_wrap_awaitable(coro_or_future), loop=loop)
    raise TypeError("An asyncio.Future, a coroutine or an awaitable is required")


async def _wrap_awaitable(awaitable):
    return await awaitable


def create_task(coro, *, name=None, context=None):
    return get_running_loop().create_task(coro, name=name)


class _SleepZero:
    def __await__(self):
        yield


async def sleep(delay, result=None):
    if delay <= 0:
        await _SleepZero()
        return result
    loop = get_running_loop()
    future = loop.create_future()
    h = loop.call_later(delay, _set_result_unless_cancelled, future, result)
    try:
        return await future
    finally:
        h.cancel()


def _set_result_unless_cancelled(fut, result):
    if not fut.cancelled():
        fut.set_result(result)


def run(main, *, debug=None, loop_factory=None):
    if _running_loop is not None:
        raise RuntimeError("asyncio.run() cannot be called from a running event loop")
    if not iscoroutine(main):
        raise ValueError(f"a coroutine was expected, got {main!r}")
    loop = new_event_loop() if loop_factory is None else loop_factory()
    set_event_loop(loop)
    try:
        return loop.run_until_complete(loop.create_task(main))
    finally:
        try:
            _cancel_all_tasks(loop)
        finally:
            set_event_loop(None)
            loop.close()


def _cancel_all_tasks(loop):
    to_cancel = [t for t in loop._tasks if not t.done()]
    if not to_cancel:
        return
    for t in to_cancel:
        t.cancel()
    loop.run_until_complete(gather(*to_cancel, return_exceptions=True))


class Runner:
    def __init__(self, *, debug=None, loop_factory=None):
        self._loop = None
        self._factory = loop_factory

    def __enter__(self):
        self.get_loop()
        return self

    def __exit__(self, *exc):
        self.close()

    def get_loop(self):
        if self._loop is None:
            self._loop = new_event_loop() if self._factory is None else self._factory()
        return self._loop

    def run(self, coro, *, context=None):
        loop = self.get_loop()
        return loop.run_until_complete(loop.create_task(coro))

    def close(self):
        if self._loop is not None:
            try:
                _cancel_all_tasks(self._loop)
            finally:
                self._loop.close()


# ---------------------------------------------------------------- combinators

class _GatheringFuture(Future):
    def __init__(self, children, *, loop):
        super().__init__(loop=loop)
        self._children = children
        self._cancel_requested = False

    def cancel(self, msg=None):
        if self.done():
            return False
        ret = False
        for child in self._children:
            if child.cancel(msg=msg):
                ret = True
        if ret:
            self._cancel_requested = True
        return ret


def gather(*coros_or_futures, return_exceptions=False):
    if not coros_or_futures:
        outer = get_event_loop().create_future()
        outer.set_result([])
        return outer
    children = []
    arg_to_fut = {}
    done_futs = []
    state = {"nfuts": 0, "nfinished": 0}
    outer = None
    loop = None

    def _done_callback(fut):
        state["nfinished"] += 1
        if outer is None or outer.done():
            if not fut.cancelled():
                fut.exception()
            return
        if not return_exceptions:
            if fut.cancelled():
                outer.set_exception(fut._make_cancelled_error())
                return
            exc = fut.exception()
            if exc is not None:
                outer.set_exception(exc)
                return
        if state["nfinished"] == state["nfuts"]:
            results = []
            for f in children:
                if f.cancelled():
                    res = CancelledError("" if f._cancel_message is None else f._cancel_message)
                else:
                    res = f.exception()
                    if res is None:
                        res = f.result()
                results.append(res)
            if outer._cancel_requested:
                outer.set_exception(fut._make_cancelled_error())
            else:
                outer.set_result(results)

    for arg in coros_or_futures:
        if arg not in arg_to_fut:
            fut = ensure_future(arg, loop=loop)
            if loop is None:
                loop = fut._loop
            state["nfuts"] += 1
            arg_to_fut[arg] = fut
            if fut.done():
                done_futs.append(fut)
            else:
                fut.add_done_callback(_done_callback)
        else:
            fut = arg_to_fut[arg]
        children.append(fut)
    outer = _GatheringFuture(children, loop=loop)
    for fut in done_futs:
        _done_callback(fut)
    return outer


def shield(arg):
    inner = ensure_future(arg)
    if inner.done():
        return inner
    loop = inner._loop
    outer = loop.create_future()

    def _inner_done(inner):
        if outer.cancelled():
            return
        if inner.cancelled():
            outer.cancel()
        else:
            exc = inner.exception()
            if exc is not None:
                outer.set_exception(exc)
            else:
                outer.set_result(inner.result())

    def _outer_done(outer):
        if not inner.done():
            inner.remove_done_callback(_inner_done)

    inner.add_done_callback(_inner_done)
    outer.add_done_callback(_outer_done)
    return outer


def _release_waiter(waiter, *args):
    if not waiter.done():
        waiter.set_result(None)


async def wait_for(fut, timeout):
    if timeout is None:
        return await fut
    loop = get_running_loop()
    fut = ensure_future(fut, loop=loop)
    if timeout <= 0:
        if fut.done():
            return fut.result()
        fut.cancel()
        try:
            await fut
        except CancelledError:
            pass
        raise TimeoutError()
    waiter = loop.create_future()
    timer = loop.call_later(timeout, _release_waiter, waiter)
    cb = lambda f: _release_waiter(waiter)
    fut.add_done_callback(cb)
    try:
        try:
            await waiter
        except CancelledError:
            if fut.done():
                return fut.result()
            fut.remove_done_callback(cb)
            fut.cancel()
            try:
                await fut
            except CancelledError:
                pass
            raise
        if fut.done():
            return fut.result()
        fut.remove_done_callback(cb)
        fut.cancel()
        try:
            await fut
        except CancelledError:
            pass
        raise TimeoutError()
    finally:
        timer.cancel()


async def wait(fs, *, timeout=None, return_when=ALL_COMPLETED):
    if isfuture(fs) or iscoroutine(fs):
        raise TypeError(f"expect a list of futures, not {type(fs).__name__}")
    if not fs:
        raise ValueError("Set of Tasks/Futures is empty.")
    if return_when not in (FIRST_COMPLETED, FIRST_EXCEPTION, ALL_COMPLETED):
        raise ValueError(f"Invalid return_when value: {return_when}")
    fs = set(fs)
    if any(iscoroutine(f) for f in fs):
        raise TypeError("Passing coroutines is forbidden, use tasks explicitly.")
    loop = get_running_loop()
    waiter = loop.create_future()
    timer = None
    if timeout is not None:
        timer = loop.call_later(timeout, _release_waiter, waiter)
    counter = [len(fs)]

    def _on_completion(f):
        counter[0] -= 1
        if (counter[0] <= 0 or return_when == FIRST_COMPLETED or
                (return_when == FIRST_EXCEPTION and not f.cancelled() and f.exception() is not None)):
            if timer is not None:
                timer.cancel()
            if not waiter.done():
                waiter.set_result(None)

    for f in fs:
        f.add_done_callback(_on_completion)
    try:
        await waiter
    finally:
        if timer is not None:
            timer.cancel()
        for f in fs:
            f.remove_done_callback(_on_completion)
    done, pending = set(), set()
    for f in fs:
        if f.done():
            done.add(f)
        else:
            pending.add(f)
    return done, pending


def as_completed(fs, *, timeout=None):
    if isfuture(fs) or iscoroutine(fs):
        raise TypeError(f"expect an iterable of futures, not {type(fs).__name__}")
    loop = get_event_loop()
    todo = []
    for f in fs:
        f = ensure_future(f, loop=loop)
        if f not in todo:
            todo.append(f)
    done = Queue()
    timeout_handle = None

    def _on_timeout():
        for f in todo:
            f.remove_done_callback(_on_completion)
            done.put_nowait(None)
        todo.clear()

    def _on_completion(f):
        if not todo:
            return
        todo.remove(f)
        done.put_nowait(f)
        if not todo and timeout_handle is not None:
            timeout_handle.cancel()

    async def _wait_for_one():
        f = await done.get()
        if f is None:
            raise TimeoutError
        return f.result()

    for f in todo:
        f.add_done_callback(_on_completion)
    if todo and timeout is not None:
        timeout_handle = loop.call_later(timeout, _on_timeout)
    return [_wait_for_one() for _ in range(len(todo))]


async def to_thread(func, /, *args, **kwargs):
    return func(*args, **kwargs)


# ---------------------------------------------------------------- timeouts, task groups

class Timeout:
    def __init__(self, when):
        self._when = when
        self._handle = None
        self._task = None
        self._expired = False

    def when(self):
        return self._when

    def reschedule(self, when):
        if self._handle is not None:
            self._handle.cancel()
            self._handle = None
        self._when = when
        if when is not None and self._task is not None:
            loop = get_running_loop()
            if when <= loop.time():
                self._handle = loop.call_soon(self._on_timeout)
            else:
                self._handle = loop.call_at(when, self._on_timeout)

    def expired(self):
        return self._expired

    def _on_timeout(self):
        self._task.cancel()
        self._expired = True
        self._handle = None

    async def __aenter__(self):
        self._task = current_task()
        if self._task is None:
            raise RuntimeError("Timeout should be used inside a task")
        self.reschedule(self._when)
        return self

    async def __aexit__(self, exc_type, exc_val, exc_tb):
        if self._handle is not None:
            self._handle.cancel()
            self._handle = None
        if self._expired and exc_type is CancelledError:
            self._task.uncancel()
            raise TimeoutError from exc_val
        return None


def timeout(delay):
    loop = get_running_loop()
    return Timeout(loop.time() + delay if delay is not None else None)


def timeout_at(when):
    return Timeout(when)


class TaskGroup:
    def __init__(self):
        self._tasks = []
        self._errors = []
        self._entered = False
        self._exiting = False
        self._aborting = False
        self._parent_task = None
        self._on_completed_fut = None
        self._loop = None

    async def __aenter__(self):
        if self._entered:
            raise RuntimeError(f"TaskGroup {self!r} has already been entered")
        self._entered = True
        self._loop = get_running_loop()
        self._parent_task = current_task()
        return self

    def create_task(self, coro, *, name=None, context=None):
        if not self._entered:
            raise RuntimeError(f"TaskGroup {self!r} has not been entered")
        if self._exiting and not self._tasks:
            raise RuntimeError(f"TaskGroup {self!r} is finished")
        if self._aborting:
            raise RuntimeError(f"TaskGroup {self!r} is shutting down")
        task = self._loop.create_task(coro, name=name)
        self._tasks.append(task)
        task.add_done_callback(self._on_task_done)
        return task

    def _abort(self):
        self._aborting = True
        for t in self._tasks:
            if not t.done():
                t.cancel()

    def _on_task_done(self, task):
        self._tasks.remove(task)
        if self._on_completed_fut is not None and not self._tasks:
            if not self._on_completed_fut.done():
                self._on_completed_fut.set_result(True)
        if task.cancelled():
            return
        exc = task.exception()
        if exc is None:
            return
        self._errors.append(exc)
        if not self._aborting:
            self._abort()
            if self._parent_task is not None and not self._exiting:
                self._parent_task.cancel()

    async def __aexit__(self, et, exc, tb):
        self._exiting = True
        propagate_cancellation_error = None
        if exc is not None and et is not CancelledError and not self._aborting:
            self._errors.append(exc)
            self._abort()
        while self._tasks:
            if self._on_completed_fut is None or self._on_completed_fut.done():
                self._on_completed_fut = self._loop.create_future()
            try:
                await self._on_completed_fut
            except CancelledError as ex:
                if not self._aborting:
                    propagate_cancellation_error = ex
                    self._abort()
            self._on_completed_fut = None
        if et is CancelledError and not self._errors:
            propagate_cancellation_error = exc
        if propagate_cancellation_error is not None and not self._errors:
            raise propagate_cancellation_error
        if et is not None and et is not CancelledError and exc not in self._errors:
            self._errors.append(exc)
        if self._errors:
            if self._parent_task is not None and self._parent_task.cancelling():
                self._parent_task.uncancel()
            errors = self._errors
            self._errors = None
            raise BaseExceptionGroup("unhandled errors in a TaskGroup", errors)
        return None


# ---------------------------------------------------------------- queues

class QueueEmpty(Exception):
    """Raised when Queue.get_nowait() is called on an empty Queue."""

    __module__ = "asyncio.queues"


class QueueFull(Exception):
    """Raised when the Queue.put_nowait() method is called on a full Queue."""

    __module__ = "asyncio.queues"


class QueueShutDown(Exception):
    """Raised when putting on to or getting from a shut-down Queue."""

    __module__ = "asyncio.queues"


def _wakeup_next(waiters):
    while waiters:
        waiter = waiters.popleft()
        if not waiter.done():
            waiter.set_result(None)
            break


class Queue:
    def __init__(self, maxsize=0):
        self._maxsize = maxsize
        self._getters = _deque()
        self._putters = _deque()
        self._unfinished_tasks = 0
        self._finished = Event()
        self._finished.set()
        self._init(maxsize)
        self._is_shutdown = False

    def _init(self, maxsize):
        self._queue = _deque()

    def _get(self):
        return self._queue.popleft()

    def _put(self, item):
        self._queue.append(item)

    def __repr__(self):
        return f"<{type(self).__name__} maxsize={self._maxsize!r}>"

    def qsize(self):
        return len(self._queue)

    @property
    def maxsize(self):
        return self._maxsize

    def empty(self):
        return not self._queue

    def full(self):
        if self._maxsize <= 0:
            return False
        return self.qsize() >= self._maxsize

    async def put(self, item):
        while self.full():
            if self._is_shutdown:
                raise QueueShutDown
            putter = get_running_loop().create_future()
            self._putters.append(putter)
            try:
                await putter
            except BaseException:
                putter.cancel()
                try:
                    self._putters.remove(putter)
                except ValueError:
                    pass
                if not self.full() and not putter.cancelled():
                    _wakeup_next(self._putters)
                raise
        return self.put_nowait(item)

    def put_nowait(self, item):
        if self._is_shutdown:
            raise QueueShutDown
        if self.full():
            raise QueueFull
        self._put(item)
        self._unfinished_tasks += 1
        self._finished.clear()
        _wakeup_next(self._getters)

    async def get(self):
        while self.empty():
            if self._is_shutdown and self.empty():
                raise QueueShutDown
            getter = get_running_loop().create_future()
            self._getters.append(getter)
            try:
                await getter
            except BaseException:
                getter.cancel()
                try:
                    self._getters.remove(getter)
                except ValueError:
                    pass
                if not self.empty() and not getter.cancelled():
                    _wakeup_next(self._getters)
                raise
        return self.get_nowait()

    def get_nowait(self):
        if self.empty():
            if self._is_shutdown:
                raise QueueShutDown
            raise QueueEmpty
        item = self._get()
        _wakeup_next(self._putters)
        return item

    def task_done(self):
        if self._unfinished_tasks <= 0:
            raise ValueError("task_done() called too many times")
        self._unfinished_tasks -= 1
        if self._unfinished_tasks == 0:
            self._finished.set()

    async def join(self):
        if self._unfinished_tasks > 0:
            await self._finished.wait()

    def shutdown(self, immediate=False):
        self._is_shutdown = True
        if immediate:
            while not self.empty():
                self._get()
                if self._unfinished_tasks > 0:
                    self._unfinished_tasks -= 1
            if self._unfinished_tasks == 0:
                self._finished.set()
        while self._getters:
            g = self._getters.popleft()
            if not g.done():
                g.set_result(None)
        while self._putters:
            p = self._putters.popleft()
            if not p.done():
                p.set_result(None)


class PriorityQueue(Queue):
    def _init(self, maxsize):
        self._queue = []

    def _put(self, item):
        _heapq.heappush(self._queue, item)

    def _get(self):
        return _heapq.heappop(self._queue)


class LifoQueue(Queue):
    def _init(self, maxsize):
        self._queue = []

    def _put(self, item):
        self._queue.append(item)

    def _get(self):
        return self._queue.pop()


# ---------------------------------------------------------------- locks

class _ContextManagerMixin:
    async def __aenter__(self):
        await self.acquire()
        return None

    async def __aexit__(self, exc_type, exc, tb):
        self.release()


class Event:
    def __init__(self):
        self._waiters = _deque()
        self._value = False

    def is_set(self):
        return self._value

    def set(self):
        if not self._value:
            self._value = True
            for fut in self._waiters:
                if not fut.done():
                    fut.set_result(True)

    def clear(self):
        self._value = False

    async def wait(self):
        if self._value:
            return True
        fut = get_running_loop().create_future()
        self._waiters.append(fut)
        try:
            await fut
            return True
        finally:
            self._waiters.remove(fut)

    def __repr__(self):
        return f"<Event [{'set' if self._value else 'unset'}]>"


class Lock(_ContextManagerMixin):
    def __init__(self):
        self._waiters = None
        self._locked = False

    def locked(self):
        return self._locked

    async def acquire(self):
        if not self._locked and (self._waiters is None or all(w.cancelled() for w in self._waiters)):
            self._locked = True
            return True
        if self._waiters is None:
            self._waiters = _deque()
        fut = get_running_loop().create_future()
        self._waiters.append(fut)
        try:
            try:
                await fut
            finally:
                self._waiters.remove(fut)
        except CancelledError:
            if not self._locked:
                self._wake_up_first()
            raise
        self._locked = True
        return True

    def release(self):
        if self._locked:
            self._locked = False
            self._wake_up_first()
        else:
            raise RuntimeError("Lock is not acquired.")

    def _wake_up_first(self):
        if not self._waiters:
            return
        fut = self._waiters[0]
        if not fut.done():
            fut.set_result(True)

    def __repr__(self):
        return f"<Lock [{'locked' if self._locked else 'unlocked'}]>"


class Semaphore(_ContextManagerMixin):
    def __init__(self, value=1):
        if value < 0:
            raise ValueError("Semaphore initial value must be >= 0")
        self._waiters = None
        self._value = value

    def locked(self):
        return self._value == 0 or any(not w.cancelled() for w in (self._waiters or ()))

    async def acquire(self):
        if not self.locked():
            self._value -= 1
            return True
        if self._waiters is None:
            self._waiters = _deque()
        fut = get_running_loop().create_future()
        self._waiters.append(fut)
        try:
            try:
                await fut
            finally:
                self._waiters.remove(fut)
        except CancelledError:
            if fut.done() and not fut.cancelled():
                self._value += 1
            raise
        finally:
            while self._value > 0:
                if not self._wake_up_next():
                    break
        return True

    def release(self):
        self._value += 1
        self._wake_up_next()

    def _wake_up_next(self):
        if not self._waiters:
            return False
        for fut in self._waiters:
            if not fut.done():
                self._value -= 1
                fut.set_result(True)
                return True
        return False


class BoundedSemaphore(Semaphore):
    def __init__(self, value=1):
        self._bound_value = value
        super().__init__(value)

    def release(self):
        if self._value >= self._bound_value:
            raise ValueError("BoundedSemaphore released too many times")
        super().release()


class Condition(_ContextManagerMixin):
    def __init__(self, lock=None):
        if lock is None:
            lock = Lock()
        self._lock = lock
        self.locked = lock.locked
        self.acquire = lock.acquire
        self.release = lock.release
        self._waiters = _deque()

    async def wait(self):
        if not self.locked():
            raise RuntimeError("cannot wait on un-acquired lock")
        self.release()
        try:
            fut = get_running_loop().create_future()
            self._waiters.append(fut)
            try:
                await fut
                return True
            finally:
                self._waiters.remove(fut)
        finally:
            while True:
                try:
                    await self.acquire()
                    break
                except CancelledError:
                    pass

    async def wait_for(self, predicate):
        result = predicate()
        while not result:
            await self.wait()
            result = predicate()
        return result

    def notify(self, n=1):
        if not self.locked():
            raise RuntimeError("cannot notify on un-acquired lock")
        idx = 0
        for fut in self._waiters:
            if idx >= n:
                break
            if not fut.done():
                idx += 1
                fut.set_result(False)

    def notify_all(self):
        self.notify(len(self._waiters))


class Barrier:
    def __init__(self, parties):
        if parties < 1:
            raise ValueError("parties must be >= 1")
        self._cond = Condition()
        self._parties = parties
        self._state = 0
        self._count = 0

    async def __aenter__(self):
        return await self.wait()

    async def __aexit__(self, *args):
        pass

    async def wait(self):
        async with self._cond:
            while self._state > 0:
                await self._cond.wait()
            if self._state < 0:
                raise BrokenBarrierError
            index = self._count
            self._count += 1
            try:
                if index + 1 == self._parties:
                    self._state = 1
                    self._cond.notify_all()
                else:
                    while self._state == 0:
                        await self._cond.wait()
                    if self._state < 0:
                        raise BrokenBarrierError
                return index
            finally:
                self._count -= 1
                if self._count == 0 and self._state > 0:
                    self._state = 0
                    self._cond.notify_all()

    @property
    def parties(self):
        return self._parties

    @property
    def n_waiting(self):
        return self._count if self._state == 0 else 0

    @property
    def broken(self):
        return self._state == -2
