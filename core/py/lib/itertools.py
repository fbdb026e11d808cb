"""itertools for nnscope, written as generators (same results and argument
errors as CPython's itertools for the common cases)."""


def count(start=0, step=1):
    n = start
    while True:
        yield n
        n += step


def cycle(iterable):
    saved = []
    for element in iterable:
        yield element
        saved.append(element)
    while saved:
        for element in saved:
            yield element


def repeat(object, times=None):
    if times is None:
        while True:
            yield object
    else:
        for _ in range(times):
            yield object


class chain:
    def __init__(self, *iterables):
        self._its = iter(iterables)
        self._cur = None

    @classmethod
    def from_iterable(cls, iterable):
        self = cls()
        self._its = iter(iterable)
        return self

    def __iter__(self):
        return self

    def __next__(self):
        while True:
            if self._cur is None:
                self._cur = iter(next(self._its))
            try:
                return next(self._cur)
            except StopIteration:
                self._cur = None


def compress(data, selectors):
    return (d for d, s in zip(data, selectors) if s)


def dropwhile(predicate, iterable):
    iterable = iter(iterable)
    for x in iterable:
        if not predicate(x):
            yield x
            break
    for x in iterable:
        yield x


def takewhile(predicate, iterable):
    for x in iterable:
        if predicate(x):
            yield x
        else:
            break


def filterfalse(predicate, iterable):
    if predicate is None:
        predicate = bool
    for x in iterable:
        if not predicate(x):
            yield x


def _index_arg(value, what):
    if value is None:
        return None
    try:
        value = value.__index__()
    except AttributeError:
        raise ValueError(what) from None
    return value


def islice(iterable, *args):
    if len(args) == 0:
        raise TypeError("islice expected at least 2 arguments, got 1")
    if len(args) > 3:
        raise TypeError("islice expected at most 4 arguments, got " + str(len(args) + 1))
    s = slice(*args)
    msg_stop = "Stop argument for islice() must be None or an integer: 0 <= x <= sys.maxsize."
    msg_start = "Indices for islice() must be None or an integer: 0 <= x <= sys.maxsize."
    start = _index_arg(s.start, msg_start)
    stop = _index_arg(s.stop, msg_stop if len(args) == 1 else msg_start)
    step = _index_arg(s.step, "Step for islice() must be a positive integer or None.")
    start = 0 if start is None else start
    step = 1 if step is None else step
    if start < 0 or (stop is not None and stop < 0):
        raise ValueError(msg_stop if len(args) == 1 else msg_start)
    if step <= 0:
        raise ValueError("Step for islice() must be a positive integer or None.")
    return _islice_gen(iter(iterable), start, stop, step)


def _islice_gen(it, start, stop, step):
    i = 0
    nexti = start
    if stop is not None and stop <= start:
        # consume nothing beyond what CPython consumes: up to `stop` items
        for _ in range(stop):
            try:
                next(it)
            except StopIteration:
                return
        return
    for element in it:
        if i == nexti:
            yield element
            nexti += step
        i += 1
        if stop is not None and i >= stop:
            return


def starmap(function, iterable):
    for args in iterable:
        yield function(*args)


def tee(iterable, n=2):
    if n < 0:
        raise ValueError("n must be >= 0")
    it = iter(iterable)
    buffers = [[] for _ in range(n)]

    def gen(mybuf):
        while True:
            if not mybuf:
                try:
                    value = next(it)
                except StopIteration:
                    return
                for b in buffers:
                    b.append(value)
            yield mybuf.pop(0)
    return tuple(gen(b) for b in buffers)


def zip_longest(*args, fillvalue=None):
    iterators = [iter(it) for it in args]
    num_active = len(iterators)
    if not num_active:
        return
    while True:
        values = []
        for i, it in enumerate(iterators):
            try:
                value = next(it)
            except StopIteration:
                num_active -= 1
                if not num_active:
                    return
                iterators[i] = repeat(fillvalue)
                value = fillvalue
            values.append(value)
        yield tuple(values)


def accumulate(iterable, func=None, *, initial=None):
    it = iter(iterable)
    total = initial
    if initial is None:
        try:
            total = next(it)
        except StopIteration:
            return
    yield total
    for element in it:
        total = total + element if func is None else func(total, element)
        yield total


class groupby:
    """Consecutive keys and groups from the iterable."""

    def __init__(self, iterable, key=None):
        self._keyfunc = (lambda x: x) if key is None else key
        self._it = iter(iterable)
        self._tgtkey = self._currkey = self._currvalue = object()
        self._id = None

    def __iter__(self):
        return self

    def __next__(self):
        self._id = object()
        while self._currkey == self._tgtkey:
            self._currvalue = next(self._it)
            self._currkey = self._keyfunc(self._currvalue)
        self._tgtkey = self._currkey
        return (self._currkey, self._grouper(self._tgtkey, self._id))

    def _grouper(self, tgtkey, id):
        while self._id is id and self._currkey == tgtkey:
            yield self._currvalue
            try:
                self._currvalue = next(self._it)
            except StopIteration:
                return
            self._currkey = self._keyfunc(self._currvalue)


def pairwise(iterable):
    it = iter(iterable)
    try:
        a = next(it)
    except StopIteration:
        return
    for b in it:
        yield a, b
        a = b


def batched(iterable, n, *, strict=False):
    if n < 1:
        raise ValueError("n must be at least one")
    it = iter(iterable)
    while True:
        batch = tuple(islice(it, n))
        if not batch:
            return
        if strict and len(batch) != n:
            raise ValueError("batched(): incomplete batch")
        yield batch


def product(*iterables, repeat=1):
    if repeat < 0:
        raise ValueError("repeat argument cannot be negative")
    pools = [tuple(pool) for pool in iterables] * repeat
    result = [[]]
    for pool in pools:
        result = [x + [y] for x in result for y in pool]
    for prod in result:
        yield tuple(prod)


def permutations(iterable, r=None):
    pool = tuple(iterable)
    n = len(pool)
    r = n if r is None else r
    if r < 0:
        raise ValueError("r must be non-negative")
    if r > n:
        return
    indices = list(range(n))
    cycles = list(range(n, n - r, -1))
    yield tuple(pool[i] for i in indices[:r])
    while n:
        for i in reversed(range(r)):
            cycles[i] -= 1
            if cycles[i] == 0:
                indices[i:] = indices[i + 1:] + indices[i:i + 1]
                cycles[i] = n - i
            else:
                j = cycles[i]
                indices[i], indices[-j] = indices[-j], indices[i]
                yield tuple(pool[i] for i in indices[:r])
                break
        else:
            return


def combinations(iterable, r):
    pool = tuple(iterable)
    n = len(pool)
    if r < 0:
        raise ValueError("r must be non-negative")
    if r > n:
        return
    indices = list(range(r))
    yield tuple(pool[i] for i in indices)
    while True:
        for i in reversed(range(r)):
            if indices[i] != i + n - r:
                break
        else:
            return
        indices[i] += 1
        for j in range(i + 1, r):
            indices[j] = indices[j - 1] + 1
        yield tuple(pool[i] for i in indices)


def combinations_with_replacement(iterable, r):
    pool = tuple(iterable)
    n = len(pool)
    if r < 0:
        raise ValueError("r must be non-negative")
    if not n and r:
        return
    indices = [0] * r
    yield tuple(pool[i] for i in indices)
    while True:
        for i in reversed(range(r)):
            if indices[i] != n - 1:
                break
        else:
            return
        indices[i:] = [indices[i] + 1] * (r - i)
        yield tuple(pool[i] for i in indices)
