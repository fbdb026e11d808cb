"""atexit: functions to call when the program ends normally.

The engine calls _run_exitfuncs() once, after the main module has finished
(returned, raised SystemExit, or printed its uncaught traceback) and before
the main module's objects are finalised, as CPython does. The functions run
last-registered first; one that raises is reported on stderr and the rest
still run.
"""

_exithandlers = []


def register(func, /, *args, **kwargs):
    if not callable(func):
        raise TypeError("the first argument must be callable")
    _exithandlers.append((func, args, kwargs))
    return func


def unregister(func, /):
    _exithandlers[:] = [h for h in _exithandlers if not (h[0] == func)]


def _clear():
    del _exithandlers[:]


def _ncallbacks():
    return len(_exithandlers)


def _run_exitfuncs():
    """Call and forget every handler, newest first."""
    import sys
    while _exithandlers:
        func, args, kwargs = _exithandlers.pop()
        try:
            func(*args, **kwargs)
        except SystemExit:
            pass
        except BaseException as e:
            import traceback
            try:
                sys.stderr.write(f"Exception ignored in atexit callback: {func!r}\n")
                traceback.print_exception(type(e), e, e.__traceback__, file=sys.stderr)
            except BaseException:
                pass
