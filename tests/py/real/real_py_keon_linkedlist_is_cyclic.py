# keon/algorithms, algorithms/linked_list/is_cyclic.py, commit a1bf1f39f95b59ed0bb348d6148c7e097e10481e, MIT License.
"""
Linked List Cycle Detection

Given a linked list, determine if it has a cycle using Floyd's Tortoise and
Hare algorithm without extra space.

Reference: https://leetcode.com/problems/linked-list-cycle/

Complexity:
    Time:  O(n)
    Space: O(1)
"""

from __future__ import annotations


class Node:
    def __init__(self, x: object) -> None:
        self.val = x
        self.next: Node | None = None


def is_cyclic(head: Node | None) -> bool:
    """Determine whether a linked list contains a cycle.

    Args:
        head: Head of the linked list.

    Returns:
        True if the list has a cycle, False otherwise.

    Examples:
        >>> a = Node(1); b = Node(2); a.next = b; b.next = a
        >>> is_cyclic(a)
        True
        >>> c = Node(3); c.next = Node(4)
        >>> is_cyclic(c)
        False
    """
    if not head:
        return False
    runner = head
    walker = head
    while runner.next and runner.next.next:
        runner = runner.next.next
        walker = walker.next
        if runner == walker:
            return True
    return False


# --- driver (added for nnscope): the examples of the docstrings above, printed ---
def _show(v):
    if v is not None:
        print(repr(v))

try:
    a = Node(1); b = Node(2); a.next = b; b.next = a
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(is_cyclic(a))
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    c = Node(3); c.next = Node(4)
except Exception as _e:
    print(type(_e).__name__, _e)
try:
    _show(is_cyclic(c))
except Exception as _e:
    print(type(_e).__name__, _e)
