import errno, platform, signal, os, sys
print(errno.ENOENT, errno.EEXIST, errno.EAGAIN, errno.EWOULDBLOCK, errno.errorcode[2], errno.errorcode[11], errno.errorcode[35], len(errno.errorcode))
try:
    open("/missing/file")
except OSError as e:
    print(e.errno == errno.ENOENT)
print(platform.system(), platform.machine(), platform.python_version(), platform.python_implementation(), platform.architecture()[0])
print(platform.python_version_tuple(), platform.uname().system, platform.system() == "Linux")
print(signal.SIGINT, repr(signal.SIGTERM), signal.SIGKILL.name, int(signal.SIGUSR1), signal.NSIG)
print(signal.getsignal(signal.SIGINT) is signal.default_int_handler, repr(signal.getsignal(signal.SIGTERM)))
def handler(signum, frame):
    print("got", signum)
old = signal.signal(signal.SIGTERM, handler)
print(repr(old), signal.getsignal(signal.SIGTERM) is handler)
print(repr(signal.signal(signal.SIGTERM, signal.SIG_IGN)) == repr(handler), repr(signal.getsignal(signal.SIGTERM)))
try:
    signal.signal(signal.SIGKILL, handler)
except OSError as e:
    print(type(e).__name__, e)
try:
    signal.signal(999, handler)
except ValueError as e:
    print(e)
try:
    signal.signal(signal.SIGINT, 5)
except TypeError as e:
    print(e)
signal.signal(signal.SIGUSR1, handler)
signal.raise_signal(signal.SIGUSR1)
signal.signal(signal.SIGINT, signal.default_int_handler)
try:
    signal.raise_signal(signal.SIGINT)
except KeyboardInterrupt:
    print("KeyboardInterrupt")
print(signal.Signals(15), signal.Signals.SIGINT.value, signal.strsignal(signal.SIGTERM))
import socket
print(socket.AF_INET, repr(socket.AF_INET6), socket.inet_pton(socket.AF_INET, "192.168.1.1"), socket.inet_ntop(socket.AF_INET6, socket.inet_pton(socket.AF_INET6, "::1")))
for bad in ["1.2.3", "::1::"]:
    try: socket.inet_pton(socket.AF_INET6 if ":" in bad else socket.AF_INET, bad)
    except OSError as e: print(e)
import typing_extensions as te
from typing_extensions import Literal, TypedDict, Protocol, Self, override, ParamSpec, deprecated, Annotated
import typing
print(te.Literal is typing.Literal, te.Protocol is typing.Protocol, te.Self is typing.Self, te.override is typing.override)
print(Literal["a", "b"], Annotated[int, "x"])
@deprecated("use g")
def f(): return 1
import warnings
with warnings.catch_warnings(record=True) as w:
    warnings.simplefilter("always")
    print(f(), w[0].category.__name__, w[0].message)
print(f.__deprecated__)
