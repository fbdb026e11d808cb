# An uncaught exception group: CPython 3.13's box format with nested groups,
# notes, chained sub-exceptions and the width limit.
import traceback

def leaf(i):
    raise ValueError(f"leaf {i}")

def collect():
    errs = []
    for i in range(3):
        try:
            leaf(i)
        except ValueError as e:
            errs.append(e)
    try:
        {}["k"]
    except KeyError as k:
        try:
            raise TypeError("during")
        except TypeError as t:
            errs.append(t)
    inner = ExceptionGroup("inner", errs)
    inner.add_note("a note on the inner group")
    return inner

big = ExceptionGroup("wide", [OSError(i) for i in range(17)])
try:
    raise big
except ExceptionGroup as e:
    traceback.print_exc()
print(''.join(traceback.format_exception(big)))

deep = ValueError("bottom")
for i in range(12):
    deep = ExceptionGroup(f"level {i}", [deep])
print(''.join(traceback.format_exception(deep)))

def main():
    try:
        raise ExceptionGroup("outer", [collect(), RuntimeError("plain")])
    except* RuntimeError:
        raise

main()
