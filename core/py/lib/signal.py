"""signal: the signal numbers (Linux x86_64), signal()/getsignal() keeping a
handler table, and default_int_handler. nnscope runs one program in one
process with no way to receive a signal: handlers are recorded and returned
but never called (raise_signal(SIGINT) raises KeyboardInterrupt through
default_int_handler when that is the handler, as CPython would)."""
import enum as _enum


class Signals(_enum.IntEnum):
    SIGHUP = 1
    SIGINT = 2
    SIGQUIT = 3
    SIGILL = 4
    SIGTRAP = 5
    SIGABRT = 6
    SIGIOT = 6
    SIGBUS = 7
    SIGFPE = 8
    SIGKILL = 9
    SIGUSR1 = 10
    SIGSEGV = 11
    SIGUSR2 = 12
    SIGPIPE = 13
    SIGALRM = 14
    SIGTERM = 15
    SIGSTKFLT = 16
    SIGCHLD = 17
    SIGCLD = 17
    SIGCONT = 18
    SIGSTOP = 19
    SIGTSTP = 20
    SIGTTIN = 21
    SIGTTOU = 22
    SIGURG = 23
    SIGXCPU = 24
    SIGXFSZ = 25
    SIGVTALRM = 26
    SIGPROF = 27
    SIGWINCH = 28
    SIGIO = 29
    SIGPOLL = 29
    SIGPWR = 30
    SIGSYS = 31
    SIGRTMIN = 34
    SIGRTMAX = 64


class Handlers(_enum.IntEnum):
    SIG_DFL = 0
    SIG_IGN = 1


class Sigmasks(_enum.IntEnum):
    SIG_BLOCK = 0
    SIG_UNBLOCK = 1
    SIG_SETMASK = 2


globals().update(Signals.__members__)
globals().update(Handlers.__members__)
globals().update(Sigmasks.__members__)
NSIG = 65
ITIMER_REAL = 0
ITIMER_VIRTUAL = 1
ITIMER_PROF = 2


class ItimerError(OSError):
    pass


def default_int_handler(signalnum, frame, /):
    raise KeyboardInterrupt


_handlers = {n: SIG_DFL for n in range(1, NSIG)}
_handlers[SIGINT] = default_int_handler
_handlers[SIGPIPE] = SIG_IGN
_handlers[SIGXFSZ] = SIG_IGN


def _check(signalnum):
    if not 1 <= signalnum < NSIG:
        raise ValueError("signal number out of range")


def signal(signalnum, handler, /):
    """Record handler for signalnum and return the previous one."""
    signalnum = int(signalnum)
    _check(signalnum)
    if handler not in (SIG_IGN, SIG_DFL) and not callable(handler):
        raise TypeError("signal handler must be signal.SIG_IGN, signal.SIG_DFL, or a callable object")
    if signalnum in (SIGKILL, SIGSTOP):
        raise OSError(22, 'Invalid argument')
    old = _handlers[signalnum]
    _handlers[signalnum] = handler
    return _wrap(old)


def _wrap(h):
    if isinstance(h, int) and not isinstance(h, Handlers) and h in (0, 1):
        return Handlers(h)
    return h


def getsignal(signalnum, /):
    signalnum = int(signalnum)
    _check(signalnum)
    return _wrap(_handlers[signalnum])


def strsignal(signalnum, /):
    names = {1: 'Hangup', 2: 'Interrupt', 3: 'Quit', 6: 'Aborted', 9: 'Killed',
             11: 'Segmentation fault', 14: 'Alarm clock', 15: 'Terminated',
             10: 'User defined signal 1', 12: 'User defined signal 2'}
    _check(int(signalnum))
    return names.get(int(signalnum))


def valid_signals():
    return set(Signals(n) if n in Signals._value2member_map_ else n
               for n in range(1, NSIG) if n not in (32, 33))


def raise_signal(signalnum, /):
    """Call signalnum's Python handler now (nothing outside the program sees it)."""
    signalnum = int(signalnum)
    _check(signalnum)
    h = _handlers[signalnum]
    if callable(h):
        h(signalnum, None)


def alarm(seconds, /):
    return 0


def pause():
    return None


def setitimer(which, seconds, interval=0.0, /):
    return (0.0, 0.0)


def getitimer(which, /):
    return (0.0, 0.0)


def siginterrupt(signalnum, flag, /):
    _check(int(signalnum))


def set_wakeup_fd(fd, /, *, warn_on_full_buffer=True):
    return -1


def pthread_sigmask(how, mask, /):
    return set()


def pthread_kill(thread_id, signalnum, /):
    raise_signal(signalnum)
