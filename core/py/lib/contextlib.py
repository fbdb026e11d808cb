"""contextlib for nnscope: contextmanager, nullcontext, suppress, closing,
redirect_stdout / redirect_stderr, ExitStack, AbstractContextManager and
ContextDecorator, with CPython 3.13's observable behaviour and messages."""
import sys
from functools import wraps


class AbstractContextManager:
    def __enter__(self):
        return self

    def __exit__(self, exc_type, exc_value, traceback):
        return None


class ContextDecorator:
    """Mixin: a context manager that can also decorate a function, which
    then runs inside a fresh copy of the context on every call."""

    def _recreate_cm(self):
        return self

    def __call__(self, func):
        @wraps(func)
        def inner(*args, **kwds):
            with self._recreate_cm():
                return func(*args, **kwds)
        return inner


class _GeneratorContextManager(ContextDecorator):
    """The object @contextmanager functions return: the code before the
    generator's yield is __enter__, the code after it is __exit__."""

    def __init__(self, func, args, kwds):
        self.gen = func(*args, **kwds)
        self.func, self.args, self.kwds = func, args, kwds

    def _recreate_cm(self):
        # each decorated call needs a new generator
        return self.__class__(self.func, self.args, self.kwds)

    def __enter__(self):
        del self.args, self.kwds  # only needed to recreate, which is over now
        try:
            return next(self.gen)
        except StopIteration:
            raise RuntimeError("generator didn't yield") from None

    def __exit__(self, typ, value, traceback):
        if typ is None:
            # normal exit: resuming the generator must finish it
            try:
                next(self.gen)
            except StopIteration:
                return False
            self.gen.close()
            raise RuntimeError("generator didn't stop")
        sent = typ() if value is None else value
        try:
            self.gen.throw(sent)
        except StopIteration as finished:
            # the generator handled the exception and returned: suppress it,
            # unless what came back is the StopIteration we sent in
            return finished is not sent
        except BaseException as raised:
            # PEP 479 turns a StopIteration escaping a generator into RuntimeError
            wrapped = (isinstance(raised, RuntimeError) and isinstance(sent, StopIteration)
                       and raised.__cause__ is sent)
            if raised is not sent and not wrapped:
                raise
            # our own exception came back out: let the with statement propagate it
            sent.__traceback__ = traceback
            return False
        self.gen.close()
        raise RuntimeError("generator didn't stop after throw()")


def contextmanager(func):
    """Decorator: turn a generator function that yields once into a
    context manager factory."""
    @wraps(func)
    def helper(*args, **kwds):
        return _GeneratorContextManager(func, args, kwds)
    return helper


class nullcontext(AbstractContextManager):
    def __init__(self, enter_result=None):
        self.enter_result = enter_result

    def __enter__(self):
        return self.enter_result

    def __exit__(self, *excinfo):
        pass


class suppress(AbstractContextManager):
    def __init__(self, *exceptions):
        self._exceptions = exceptions

    def __enter__(self):
        pass

    def __exit__(self, exctype, excinst, exctb):
        if exctype is None:
            return False
        return issubclass(exctype, self._exceptions)


class closing(AbstractContextManager):
    def __init__(self, thing):
        self.thing = thing

    def __enter__(self):
        return self.thing

    def __exit__(self, *exc_info):
        self.thing.close()


class _RedirectStream(AbstractContextManager):
    """Point sys.<_stream> at another file for the duration of a with block
    (re-entrant: each entry remembers what it replaced)."""
    _stream = None

    def __init__(self, new_target):
        self._target = new_target
        self._replaced = []

    def __enter__(self):
        self._replaced.append(getattr(sys, self._stream))
        setattr(sys, self._stream, self._target)
        return self._target

    def __exit__(self, exctype, excinst, exctb):
        setattr(sys, self._stream, self._replaced.pop())


class redirect_stdout(_RedirectStream):
    _stream = "stdout"


class redirect_stderr(_RedirectStream):
    _stream = "stderr"


class ExitStack(AbstractContextManager):
    def __init__(self):
        self._exit_callbacks = []

    def pop_all(self):
        new_stack = type(self)()
        new_stack._exit_callbacks = self._exit_callbacks
        self._exit_callbacks = []
        return new_stack

    def push(self, exit):
        self._exit_callbacks.append(exit)
        return exit

    def enter_context(self, cm):
        result = type(cm).__enter__(cm)
        self._exit_callbacks.append(lambda *exc: type(cm).__exit__(cm, *exc))
        return result

    def callback(self, callback, /, *args, **kwds):
        def _exit_wrapper(exc_type, exc, tb):
            callback(*args, **kwds)
        self._exit_callbacks.append(_exit_wrapper)
        return callback

    def close(self):
        self.__exit__(None, None, None)

    def __exit__(self, *exc_details):
        received_exc = exc_details[0] is not None
        suppressed = False
        pending_raise = False
        pending = None
        while self._exit_callbacks:
            cb = self._exit_callbacks.pop()
            try:
                if cb(*exc_details):
                    suppressed = True
                    pending_raise = False
                    exc_details = (None, None, None)
            except BaseException as e:
                exc_details = (type(e), e, None)
                pending_raise = True
                pending = e
        if pending_raise:
            raise pending
        return received_exc and suppressed
