"""itertools for nnscope, in plain Python.

Most tools are generators; chain and groupby are classes, as code calls
chain.from_iterable and keeps groupby objects around; the combinatoric
tools are native types (module _itertools). Arguments are checked
when the tool is created (as CPython's C implementation does), items are
produced lazily and in CPython's order, and iterators are consumed exactly
as far as CPython consumes them.
"""

_UNSET = object()


def count(start=0, step=1):
    value = start
    while True:
        yield value
        value += step


def cycle(iterable):
    seen = []
    for item in iterable:
        seen.append(item)
        yield item
    if not seen:
        return
    while True:
        yield from seen


def repeat(object, times=None):
    if times is None:
        while True:
            yield object
    yield from (object for _ in range(times))


class chain:
    """Items of each iterable in turn."""

    def __init__(self, *iterables):
        self._pending = iter(iterables)  # iterables not started yet
        self._active = iter(())          # the one being read

    @classmethod
    def from_iterable(cls, iterable):
        made = cls()
        made._pending = iter(iterable)
        return made

    def __iter__(self):
        return self

    def __next__(self):
        while True:
            for item in self._active:
                return item
            self._active = iter(next(self._pending))  # StopIteration here ends the chain


def compress(data, selectors):
    return (item for item, keep in zip(data, selectors) if keep)


def dropwhile(predicate, iterable):
    dropping = True
    for item in iterable:
        if dropping and predicate(item):
            continue
        dropping = False
        yield item


def takewhile(predicate, iterable):
    for item in iterable:
        if not predicate(item):
            return
        yield item


def filterfalse(predicate, iterable):
    test = bool if predicate is None else predicate
    return (item for item in iterable if not test(item))


_ISLICE_STOP = "Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize."
_ISLICE_INDEX = "Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize."
_ISLICE_STEP = "Step for islice() must be a positive integer or None."


def _as_index(value, message):
    """None, or value.__index__(); ValueError(message) for anything else."""
    if value is None:
        return None
    method = getattr(value, "__index__", None)
    if method is None:
        raise ValueError(message)
    return method()


def islice(iterable, *args):
    nargs = len(args)
    if nargs == 0:
        raise TypeError("islice expected at least 2 arguments, got 1")
    if nargs > 3:
        raise TypeError(f"islice expected at most 4 arguments, got {nargs + 1}")
    if nargs == 1:
        start_arg, stop_arg, step_arg = None, args[0], None
    else:
        start_arg, stop_arg, step_arg = (*args, None)[:3]
    # CPython's checks, in its order: stop (whose value -1 is reserved),
    # then start and the sign of both, then step
    stop = _as_index(stop_arg, _ISLICE_STOP)
    if stop == -1:
        raise ValueError(_ISLICE_STOP)
    start = _as_index(start_arg, _ISLICE_INDEX) or 0
    if start < 0 or (stop is not None and stop < -1):
        raise ValueError(_ISLICE_INDEX)
    step = _as_index(step_arg, _ISLICE_STEP)
    if step is None:
        step = 1
    elif step <= 0:
        raise ValueError(_ISLICE_STEP)
    return _islice_run(iter(iterable), start, stop, step)


def _islice_run(source, start, stop, step):
    taken = 0      # items read from source so far
    wanted = start  # position of the next item to hand out
    while True:
        while taken < wanted:  # skip up to the wanted position
            if next(source, _UNSET) is _UNSET:
                return
            taken += 1
        if stop is not None and taken >= stop:
            return
        item = next(source, _UNSET)
        if item is _UNSET:
            return
        taken += 1
        yield item
        wanted += step
        if stop is not None and wanted > stop:
            wanted = stop


def starmap(function, iterable):
    for args in iterable:
        yield function(*args)


def tee(iterable, n=2):
    if n < 0:
        raise ValueError("n must be >= 0")
    source = iter(iterable)
    # The branches share a singly linked list of [item, next cell] cells;
    # each branch keeps a reference to the last cell it has read.
    start = [None, None]

    def branch(cell):
        while True:
            if cell[1] is None:
                item = next(source, _UNSET)
                if item is _UNSET:
                    return
                cell[1] = [item, None]
            cell = cell[1]
            yield cell[0]

    return tuple(branch(start) for _ in range(n))


def zip_longest(*args, fillvalue=None):
    return _zip_longest([iter(a) for a in args], fillvalue)


def _zip_longest(sources, fillvalue):
    if not sources:
        return
    alive = [True] * len(sources)
    while True:
        row = []
        for pos, source in enumerate(sources):
            item = next(source, _UNSET) if alive[pos] else _UNSET
            if item is _UNSET:
                alive[pos] = False
                item = fillvalue
            row.append(item)
        if not any(alive):
            return
        yield tuple(row)


def accumulate(iterable, func=None, *, initial=None):
    total = initial
    have_total = initial is not None
    if have_total:
        yield total
    for item in iterable:
        if not have_total:
            total, have_total = item, True
        elif func is None:
            total = total + item
        else:
            total = func(total, item)
        yield total


class groupby:
    """(key, group) for each run of consecutive items with equal keys; a
    group stops yielding once the groupby has moved past it."""

    def __init__(self, iterable, key=None):
        self._source = iter(iterable)
        self._keyfunc = key
        self._ahead = None        # (key, item) read but not handed out yet
        self._run_key = _UNSET    # key of the run last started
        self._run_id = None       # identifies the run the live group belongs to

    def __iter__(self):
        return self

    def _peek(self):
        """Make sure an item is read ahead; False once the source is done."""
        if self._ahead is None:
            item = next(self._source, _UNSET)
            if item is _UNSET:
                return False
            self._ahead = (item if self._keyfunc is None else self._keyfunc(item), item)
        return True

    def __next__(self):
        if self._run_key is not _UNSET:
            # pass over what the caller left of the previous run
            while self._peek() and self._ahead[0] == self._run_key:
                self._ahead = None
        if not self._peek():
            raise StopIteration
        self._run_key = self._ahead[0]
        self._run_id = run_id = object()
        return self._run_key, self._members(self._run_key, run_id)

    def _members(self, run_key, run_id):
        while self._run_id is run_id and self._peek() and self._ahead[0] == run_key:
            item = self._ahead[1]
            self._ahead = None
            yield item


def pairwise(iterable):
    previous = _UNSET
    for item in iterable:
        if previous is not _UNSET:
            yield previous, item
        previous = item


def batched(iterable, n, *, strict=False):
    if n < 1:
        raise ValueError("n must be at least one")
    return _batches(iter(iterable), n, strict)


def _batches(source, n, strict):
    while True:
        group = tuple(islice(source, n))
        if not group:
            return
        if strict and len(group) < n:
            raise ValueError("batched(): incomplete batch")
        yield group


# product, permutations, combinations and combinations_with_replacement are
# native types (core/py/py_mod_itertools.c): puzzle code walks millions of
# their tuples.
from _itertools import product, permutations, combinations, combinations_with_replacement
