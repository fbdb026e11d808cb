# TheAlgorithms/Python, data_structures/heap/max_heap.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
class BinaryHeap:
    """
    A max-heap implementation in Python
    >>> binary_heap = BinaryHeap()
    >>> binary_heap.insert(6)
    >>> binary_heap.insert(10)
    >>> binary_heap.insert(15)
    >>> binary_heap.insert(12)
    >>> binary_heap.pop()
    15
    >>> binary_heap.pop()
    12
    >>> binary_heap.get_list
    [10, 6]
    >>> len(binary_heap)
    2
    """

    def __init__(self):
        self.__heap = [0]
        self.__size = 0

    def __swap_up(self, i: int) -> None:
        """Swap the element up"""
        temporary = self.__heap[i]
        while i // 2 > 0:
            if self.__heap[i] > self.__heap[i // 2]:
                self.__heap[i] = self.__heap[i // 2]
                self.__heap[i // 2] = temporary
            i //= 2

    def insert(self, value: int) -> None:
        """Insert new element"""
        self.__heap.append(value)
        self.__size += 1
        self.__swap_up(self.__size)

    def __swap_down(self, i: int) -> None:
        """Swap the element down"""
        while self.__size >= 2 * i:
            if 2 * i + 1 > self.__size:  # noqa: SIM114
                bigger_child = 2 * i
            elif self.__heap[2 * i] > self.__heap[2 * i + 1]:
                bigger_child = 2 * i
            else:
                bigger_child = 2 * i + 1
            temporary = self.__heap[i]
            if self.__heap[i] < self.__heap[bigger_child]:
                self.__heap[i] = self.__heap[bigger_child]
                self.__heap[bigger_child] = temporary
            i = bigger_child

    def pop(self) -> int:
        """Pop the root element"""
        max_value = self.__heap[1]
        self.__heap[1] = self.__heap[self.__size]
        self.__size -= 1
        self.__heap.pop()
        self.__swap_down(1)
        return max_value

    @property
    def get_list(self):
        return self.__heap[1:]

    def __len__(self):
        """Length of the array"""
        return self.__size


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    binary_heap = BinaryHeap()
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(binary_heap.insert(6))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(binary_heap.insert(10))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(binary_heap.insert(15))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(binary_heap.insert(12))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(binary_heap.pop())
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(binary_heap.pop())
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(binary_heap.get_list)
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(len(binary_heap))
except Exception as _e:
    print(type(_e).__name__, _e)
