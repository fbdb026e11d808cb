# TheAlgorithms/Python, data_structures/linked_list/middle_element_of_linked_list.py, commit f5988cc09713315817df6a7e327e258013a94440, MIT License.
from __future__ import annotations


class Node:
    def __init__(self, data: int) -> None:
        self.data = data
        self.next = None


class LinkedList:
    def __init__(self):
        self.head = None

    def push(self, new_data: int) -> int:
        new_node = Node(new_data)
        new_node.next = self.head
        self.head = new_node
        return self.head.data

    def middle_element(self) -> int | None:
        """
        >>> link = LinkedList()
        >>> link.middle_element()
        No element found.
        >>> link.push(5)
        5
        >>> link.push(6)
        6
        >>> link.push(8)
        8
        >>> link.push(8)
        8
        >>> link.push(10)
        10
        >>> link.push(12)
        12
        >>> link.push(17)
        17
        >>> link.push(7)
        7
        >>> link.push(3)
        3
        >>> link.push(20)
        20
        >>> link.push(-20)
        -20
        >>> link.middle_element()
        12
        >>>
        """
        slow_pointer = self.head
        fast_pointer = self.head
        if self.head:
            while fast_pointer and fast_pointer.next:
                fast_pointer = fast_pointer.next.next
                slow_pointer = slow_pointer.next
            return slow_pointer.data
        else:
            print("No element found.")
            return None


# (the `if __name__ == "__main__":` block is removed: the driver below calls the code)


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    link = LinkedList()
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(link.middle_element())
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(link.push(5))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(link.push(6))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(link.push(8))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(link.push(8))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(link.push(10))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(link.push(12))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(link.push(17))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(link.push(7))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(link.push(3))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(link.push(20))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(link.push(-20))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(link.middle_element())
except Exception as _e:
    print(type(_e).__name__, _e)
