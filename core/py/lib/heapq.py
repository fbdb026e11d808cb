"""heapq: a binary min-heap on a plain list (heap[k] <= heap[2*k+1] and
heap[k] <= heap[2*k+2]). The sift order is the one CPython uses (sift the hole
to a leaf, then the item back up), so the lists look the same after each call."""

__all__ = ["heappush", "heappop", "heapify", "heapreplace", "merge", "nlargest", "nsmallest", "heappushpop"]


def _check_list(fname, heap):
    if not isinstance(heap, list):
        raise TypeError(fname + "() argument 1 must be list, not " + type(heap).__name__)


def _siftdown(heap, startpos, pos):
    # move heap[pos] up towards startpos while it is smaller than its parent
    newitem = heap[pos]
    while pos > startpos:
        parentpos = (pos - 1) >> 1
        parent = heap[parentpos]
        if newitem < parent:
            heap[pos] = parent
            pos = parentpos
            continue
        break
    heap[pos] = newitem


def _siftup(heap, pos):
    # move the smaller child up until the hole at pos reaches a leaf, then
    # put the item there and sift it back up
    endpos = len(heap)
    startpos = pos
    newitem = heap[pos]
    childpos = 2 * pos + 1
    while childpos < endpos:
        rightpos = childpos + 1
        if rightpos < endpos and not heap[childpos] < heap[rightpos]:
            childpos = rightpos
        heap[pos] = heap[childpos]
        pos = childpos
        childpos = 2 * pos + 1
    heap[pos] = newitem
    _siftdown(heap, startpos, pos)


def _siftdown_max(heap, startpos, pos):
    newitem = heap[pos]
    while pos > startpos:
        parentpos = (pos - 1) >> 1
        parent = heap[parentpos]
        if parent < newitem:
            heap[pos] = parent
            pos = parentpos
            continue
        break
    heap[pos] = newitem


def _siftup_max(heap, pos):
    endpos = len(heap)
    startpos = pos
    newitem = heap[pos]
    childpos = 2 * pos + 1
    while childpos < endpos:
        rightpos = childpos + 1
        if rightpos < endpos and not heap[rightpos] < heap[childpos]:
            childpos = rightpos
        heap[pos] = heap[childpos]
        pos = childpos
        childpos = 2 * pos + 1
    heap[pos] = newitem
    _siftdown_max(heap, startpos, pos)


def heappush(heap, item, /):
    """Push item onto heap, maintaining the heap invariant."""
    _check_list("heappush", heap)
    heap.append(item)
    _siftdown(heap, 0, len(heap) - 1)


def heappop(heap, /):
    """Pop the smallest item off the heap, maintaining the heap invariant."""
    _check_list("heappop", heap)
    if not heap:
        raise IndexError("index out of range")
    lastelt = heap.pop()
    if heap:
        returnitem = heap[0]
        heap[0] = lastelt
        _siftup(heap, 0)
        return returnitem
    return lastelt


def heapreplace(heap, item, /):
    """Pop and return the current smallest value, and add the new item."""
    _check_list("heapreplace", heap)
    if not heap:
        raise IndexError("index out of range")
    returnitem = heap[0]
    heap[0] = item
    _siftup(heap, 0)
    return returnitem


def heappushpop(heap, item, /):
    """Push item on the heap, then pop and return the smallest item from the heap."""
    _check_list("heappushpop", heap)
    if heap and heap[0] < item:
        item, heap[0] = heap[0], item
        _siftup(heap, 0)
    return item


def heapify(x, /):
    """Transform list into a heap, in-place, in O(len(x)) time."""
    _check_list("heapify", x)
    for i in reversed(range(len(x) // 2)):
        _siftup(x, i)


def _heapify_max(x, /):
    _check_list("_heapify_max", x)
    for i in reversed(range(len(x) // 2)):
        _siftup_max(x, i)


def _heappop_max(heap, /):
    _check_list("_heappop_max", heap)
    if not heap:
        raise IndexError("index out of range")
    lastelt = heap.pop()
    if heap:
        returnitem = heap[0]
        heap[0] = lastelt
        _siftup_max(heap, 0)
        return returnitem
    return lastelt


def _heapreplace_max(heap, item, /):
    _check_list("_heapreplace_max", heap)
    if not heap:
        raise IndexError("index out of range")
    returnitem = heap[0]
    heap[0] = item
    _siftup_max(heap, 0)
    return returnitem


def merge(*iterables, key=None, reverse=False):
    """Merge multiple sorted inputs into a single sorted output (lazily);
    equal items come from the earlier input first."""
    heads = []
    for it in map(iter, iterables):
        for value in it:
            heads.append([value if key is None else key(value), value, it])
            break
    while heads:
        best = 0
        for i in range(1, len(heads)):
            if (heads[best][0] < heads[i][0]) if reverse else (heads[i][0] < heads[best][0]):
                best = i
        head = heads[best]
        yield head[1]
        for value in head[2]:
            head[0] = value if key is None else key(value)
            head[1] = value
            break
        else:
            del heads[best]


def nsmallest(n, iterable, key=None):
    """Find the n smallest elements in a dataset: sorted(iterable, key=key)[:n]."""
    if n <= 0:
        return []
    return sorted(iterable, key=key)[:n]


def nlargest(n, iterable, key=None):
    """Find the n largest elements in a dataset: sorted(iterable, key=key, reverse=True)[:n]."""
    if n <= 0:
        return []
    return sorted(iterable, key=key, reverse=True)[:n]
